
; Function Attrs: nounwind
define void @tt_kernel(ptr noalias %0, ptr noalias %1, ptr noalias %2) #0 {
entry:
  %3 = alloca [144 x float], align 64
  %4 = alloca [24 x float], align 64
  br label %start

start:                                            ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %3, i8 0, i64 576, i1 false)
  br label %y.0

y.0:                                              ; preds = %fi13, %start
  %y.01 = phi i64 [ 0, %start ], [ %1301, %fi13 ]
  %5 = icmp slt i64 %y.01, 5
  br i1 %5, label %body, label %exit

body:                                             ; preds = %y.0
  br label %pk0.0

exit:                                             ; preds = %y.0
  ret void

pk0.0:                                            ; preds = %exit6, %body
  %pk0.04 = phi i64 [ 0, %body ], [ %19, %exit6 ]
  %6 = icmp slt i64 %pk0.04, 3
  br i1 %6, label %body2, label %exit3

body2:                                            ; preds = %pk0.0
  br label %pk0.1

exit3:                                            ; preds = %pk0.0
  %7 = getelementptr float, ptr %4, i64 0
  store <4 x float> zeroinitializer, ptr %7, align 4
  %8 = getelementptr float, ptr %4, i64 4
  store <4 x float> zeroinitializer, ptr %8, align 4
  %9 = getelementptr float, ptr %4, i64 8
  store <4 x float> zeroinitializer, ptr %9, align 4
  %10 = getelementptr float, ptr %4, i64 12
  store <4 x float> zeroinitializer, ptr %10, align 4
  %11 = getelementptr float, ptr %4, i64 16
  store <4 x float> zeroinitializer, ptr %11, align 4
  %12 = getelementptr float, ptr %4, i64 20
  store <4 x float> zeroinitializer, ptr %12, align 4
  %13 = mul i64 %y.01, -1
  %14 = add i64 %13, 1
  %15 = icmp sgt i64 0, %14
  %16 = select i1 %15, i64 0, i64 %14
  %17 = icmp sle i64 %16, 0
  br i1 %17, label %then, label %else

pk0.1:                                            ; preds = %exit9, %body2
  %pk0.17 = phi i64 [ 0, %body2 ], [ %33, %exit9 ]
  %18 = icmp slt i64 %pk0.17, 2
  br i1 %18, label %body5, label %exit6

body5:                                            ; preds = %pk0.1
  br label %pk0.2

exit6:                                            ; preds = %pk0.1
  %19 = add i64 %pk0.04, 1
  br label %pk0.0, !llvm.loop !0

pk0.2:                                            ; preds = %ld.join, %body5
  %pk0.210 = phi i64 [ 0, %body5 ], [ %78, %ld.join ]
  %20 = icmp slt i64 %pk0.210, 3
  br i1 %20, label %body8, label %exit9

body8:                                            ; preds = %pk0.2
  %21 = add i64 %y.01, %pk0.04
  %22 = sub i64 %21, 1
  %23 = icmp sle i64 0, %22
  %24 = add i64 %y.01, %pk0.04
  %25 = sub i64 %24, 1
  %26 = icmp slt i64 %25, 5
  %27 = and i1 %23, %26
  %28 = sub i64 %pk0.210, 1
  %29 = insertelement <4 x i64> poison, i64 %28, i32 0
  %30 = shufflevector <4 x i64> %29, <4 x i64> poison, <4 x i32> zeroinitializer
  %31 = add <4 x i64> %30, <i64 0, i64 1, i64 2, i64 3>
  %32 = icmp sle <4 x i64> zeroinitializer, %31
  br i1 %27, label %ld.in, label %ld.join

exit9:                                            ; preds = %pk0.2
  %33 = add i64 %pk0.17, 1
  br label %pk0.1, !llvm.loop !0

ld.in:                                            ; preds = %body8
  %34 = mul i64 %pk0.17, 25
  %35 = mul i64 %y.01, 5
  %36 = add i64 %34, %35
  %37 = mul i64 %pk0.04, 5
  %38 = add i64 %36, %37
  %39 = add i64 %38, %pk0.210
  %40 = sub i64 %39, 6
  %41 = getelementptr float, ptr %0, i64 %40
  %42 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %41, i32 4, <4 x i1> %32, <4 x float> zeroinitializer)
  br label %ld.join

ld.join:                                          ; preds = %ld.in, %body8
  %43 = phi <4 x float> [ %42, %ld.in ], [ zeroinitializer, %body8 ]
  %44 = mul i64 %pk0.04, 48
  %45 = mul i64 %pk0.17, 24
  %46 = add i64 %44, %45
  %47 = mul i64 %pk0.210, 8
  %48 = add i64 %46, %47
  %49 = getelementptr float, ptr %3, i64 %48
  store <4 x float> %43, ptr %49, align 4
  %50 = add i64 %y.01, %pk0.04
  %51 = sub i64 %50, 1
  %52 = icmp sle i64 0, %51
  %53 = add i64 %y.01, %pk0.04
  %54 = sub i64 %53, 1
  %55 = icmp slt i64 %54, 5
  %56 = and i1 %52, %55
  %57 = add i64 %pk0.210, 3
  %58 = icmp slt i64 %57, 5
  %59 = and i1 %56, %58
  %60 = mul i64 %pk0.17, 25
  %61 = mul i64 %y.01, 5
  %62 = add i64 %60, %61
  %63 = mul i64 %pk0.04, 5
  %64 = add i64 %62, %63
  %65 = add i64 %64, %pk0.210
  %66 = sub i64 %65, 2
  %67 = getelementptr float, ptr %0, i64 %66
  %68 = select i1 %59, ptr %67, ptr %0
  %69 = load float, ptr %68, align 4
  %70 = select i1 %59, float %69, float 0.000000e+00
  %71 = mul i64 %pk0.04, 48
  %72 = mul i64 %pk0.17, 24
  %73 = add i64 %71, %72
  %74 = mul i64 %pk0.210, 8
  %75 = add i64 %73, %74
  %76 = add i64 %75, 4
  %77 = getelementptr float, ptr %3, i64 %76
  store float %70, ptr %77, align 4
  %78 = add i64 %pk0.210, 1
  br label %pk0.2, !llvm.loop !0

then:                                             ; preds = %exit3
  %79 = getelementptr float, ptr %4, i64 0
  %80 = load <4 x float>, ptr %79, align 4
  %81 = getelementptr float, ptr %3, i64 0
  %82 = load <4 x float>, ptr %81, align 4
  %83 = getelementptr float, ptr %1, i64 0
  %84 = load float, ptr %83, align 4
  %85 = insertelement <4 x float> poison, float %84, i32 0
  %86 = shufflevector <4 x float> %85, <4 x float> poison, <4 x i32> zeroinitializer
  %87 = fmul contract <4 x float> %82, %86
  %88 = fadd contract <4 x float> %80, %87
  %89 = getelementptr float, ptr %4, i64 0
  store <4 x float> %88, ptr %89, align 4
  %90 = getelementptr float, ptr %4, i64 4
  %91 = load <4 x float>, ptr %90, align 4
  %92 = getelementptr float, ptr %3, i64 4
  %93 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %92, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %94 = getelementptr float, ptr %1, i64 0
  %95 = load float, ptr %94, align 4
  %96 = insertelement <4 x float> poison, float %95, i32 0
  %97 = shufflevector <4 x float> %96, <4 x float> poison, <4 x i32> zeroinitializer
  %98 = fmul contract <4 x float> %93, %97
  %99 = fadd contract <4 x float> %91, %98
  %100 = getelementptr float, ptr %4, i64 4
  store <4 x float> %99, ptr %100, align 4
  %101 = getelementptr float, ptr %4, i64 8
  %102 = load <4 x float>, ptr %101, align 4
  %103 = getelementptr float, ptr %3, i64 0
  %104 = load <4 x float>, ptr %103, align 4
  %105 = getelementptr float, ptr %1, i64 18
  %106 = load float, ptr %105, align 4
  %107 = insertelement <4 x float> poison, float %106, i32 0
  %108 = shufflevector <4 x float> %107, <4 x float> poison, <4 x i32> zeroinitializer
  %109 = fmul contract <4 x float> %104, %108
  %110 = fadd contract <4 x float> %102, %109
  %111 = getelementptr float, ptr %4, i64 8
  store <4 x float> %110, ptr %111, align 4
  %112 = getelementptr float, ptr %4, i64 12
  %113 = load <4 x float>, ptr %112, align 4
  %114 = getelementptr float, ptr %3, i64 4
  %115 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %114, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %116 = getelementptr float, ptr %1, i64 18
  %117 = load float, ptr %116, align 4
  %118 = insertelement <4 x float> poison, float %117, i32 0
  %119 = shufflevector <4 x float> %118, <4 x float> poison, <4 x i32> zeroinitializer
  %120 = fmul contract <4 x float> %115, %119
  %121 = fadd contract <4 x float> %113, %120
  %122 = getelementptr float, ptr %4, i64 12
  store <4 x float> %121, ptr %122, align 4
  %123 = getelementptr float, ptr %4, i64 16
  %124 = load <4 x float>, ptr %123, align 4
  %125 = getelementptr float, ptr %3, i64 0
  %126 = load <4 x float>, ptr %125, align 4
  %127 = getelementptr float, ptr %1, i64 36
  %128 = load float, ptr %127, align 4
  %129 = insertelement <4 x float> poison, float %128, i32 0
  %130 = shufflevector <4 x float> %129, <4 x float> poison, <4 x i32> zeroinitializer
  %131 = fmul contract <4 x float> %126, %130
  %132 = fadd contract <4 x float> %124, %131
  %133 = getelementptr float, ptr %4, i64 16
  store <4 x float> %132, ptr %133, align 4
  %134 = getelementptr float, ptr %4, i64 20
  %135 = load <4 x float>, ptr %134, align 4
  %136 = getelementptr float, ptr %3, i64 4
  %137 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %136, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %138 = getelementptr float, ptr %1, i64 36
  %139 = load float, ptr %138, align 4
  %140 = insertelement <4 x float> poison, float %139, i32 0
  %141 = shufflevector <4 x float> %140, <4 x float> poison, <4 x i32> zeroinitializer
  %142 = fmul contract <4 x float> %137, %141
  %143 = fadd contract <4 x float> %135, %142
  %144 = getelementptr float, ptr %4, i64 20
  store <4 x float> %143, ptr %144, align 4
  %145 = getelementptr float, ptr %4, i64 0
  %146 = load <4 x float>, ptr %145, align 4
  %147 = getelementptr float, ptr %3, i64 8
  %148 = load <4 x float>, ptr %147, align 4
  %149 = getelementptr float, ptr %1, i64 1
  %150 = load float, ptr %149, align 4
  %151 = insertelement <4 x float> poison, float %150, i32 0
  %152 = shufflevector <4 x float> %151, <4 x float> poison, <4 x i32> zeroinitializer
  %153 = fmul contract <4 x float> %148, %152
  %154 = fadd contract <4 x float> %146, %153
  %155 = getelementptr float, ptr %4, i64 0
  store <4 x float> %154, ptr %155, align 4
  %156 = getelementptr float, ptr %4, i64 4
  %157 = load <4 x float>, ptr %156, align 4
  %158 = getelementptr float, ptr %3, i64 12
  %159 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %158, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %160 = getelementptr float, ptr %1, i64 1
  %161 = load float, ptr %160, align 4
  %162 = insertelement <4 x float> poison, float %161, i32 0
  %163 = shufflevector <4 x float> %162, <4 x float> poison, <4 x i32> zeroinitializer
  %164 = fmul contract <4 x float> %159, %163
  %165 = fadd contract <4 x float> %157, %164
  %166 = getelementptr float, ptr %4, i64 4
  store <4 x float> %165, ptr %166, align 4
  %167 = getelementptr float, ptr %4, i64 8
  %168 = load <4 x float>, ptr %167, align 4
  %169 = getelementptr float, ptr %3, i64 8
  %170 = load <4 x float>, ptr %169, align 4
  %171 = getelementptr float, ptr %1, i64 19
  %172 = load float, ptr %171, align 4
  %173 = insertelement <4 x float> poison, float %172, i32 0
  %174 = shufflevector <4 x float> %173, <4 x float> poison, <4 x i32> zeroinitializer
  %175 = fmul contract <4 x float> %170, %174
  %176 = fadd contract <4 x float> %168, %175
  %177 = getelementptr float, ptr %4, i64 8
  store <4 x float> %176, ptr %177, align 4
  %178 = getelementptr float, ptr %4, i64 12
  %179 = load <4 x float>, ptr %178, align 4
  %180 = getelementptr float, ptr %3, i64 12
  %181 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %180, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %182 = getelementptr float, ptr %1, i64 19
  %183 = load float, ptr %182, align 4
  %184 = insertelement <4 x float> poison, float %183, i32 0
  %185 = shufflevector <4 x float> %184, <4 x float> poison, <4 x i32> zeroinitializer
  %186 = fmul contract <4 x float> %181, %185
  %187 = fadd contract <4 x float> %179, %186
  %188 = getelementptr float, ptr %4, i64 12
  store <4 x float> %187, ptr %188, align 4
  %189 = getelementptr float, ptr %4, i64 16
  %190 = load <4 x float>, ptr %189, align 4
  %191 = getelementptr float, ptr %3, i64 8
  %192 = load <4 x float>, ptr %191, align 4
  %193 = getelementptr float, ptr %1, i64 37
  %194 = load float, ptr %193, align 4
  %195 = insertelement <4 x float> poison, float %194, i32 0
  %196 = shufflevector <4 x float> %195, <4 x float> poison, <4 x i32> zeroinitializer
  %197 = fmul contract <4 x float> %192, %196
  %198 = fadd contract <4 x float> %190, %197
  %199 = getelementptr float, ptr %4, i64 16
  store <4 x float> %198, ptr %199, align 4
  %200 = getelementptr float, ptr %4, i64 20
  %201 = load <4 x float>, ptr %200, align 4
  %202 = getelementptr float, ptr %3, i64 12
  %203 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %202, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %204 = getelementptr float, ptr %1, i64 37
  %205 = load float, ptr %204, align 4
  %206 = insertelement <4 x float> poison, float %205, i32 0
  %207 = shufflevector <4 x float> %206, <4 x float> poison, <4 x i32> zeroinitializer
  %208 = fmul contract <4 x float> %203, %207
  %209 = fadd contract <4 x float> %201, %208
  %210 = getelementptr float, ptr %4, i64 20
  store <4 x float> %209, ptr %210, align 4
  %211 = getelementptr float, ptr %4, i64 0
  %212 = load <4 x float>, ptr %211, align 4
  %213 = getelementptr float, ptr %3, i64 16
  %214 = load <4 x float>, ptr %213, align 4
  %215 = getelementptr float, ptr %1, i64 2
  %216 = load float, ptr %215, align 4
  %217 = insertelement <4 x float> poison, float %216, i32 0
  %218 = shufflevector <4 x float> %217, <4 x float> poison, <4 x i32> zeroinitializer
  %219 = fmul contract <4 x float> %214, %218
  %220 = fadd contract <4 x float> %212, %219
  %221 = getelementptr float, ptr %4, i64 0
  store <4 x float> %220, ptr %221, align 4
  %222 = getelementptr float, ptr %4, i64 4
  %223 = load <4 x float>, ptr %222, align 4
  %224 = getelementptr float, ptr %3, i64 20
  %225 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %224, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %226 = getelementptr float, ptr %1, i64 2
  %227 = load float, ptr %226, align 4
  %228 = insertelement <4 x float> poison, float %227, i32 0
  %229 = shufflevector <4 x float> %228, <4 x float> poison, <4 x i32> zeroinitializer
  %230 = fmul contract <4 x float> %225, %229
  %231 = fadd contract <4 x float> %223, %230
  %232 = getelementptr float, ptr %4, i64 4
  store <4 x float> %231, ptr %232, align 4
  %233 = getelementptr float, ptr %4, i64 8
  %234 = load <4 x float>, ptr %233, align 4
  %235 = getelementptr float, ptr %3, i64 16
  %236 = load <4 x float>, ptr %235, align 4
  %237 = getelementptr float, ptr %1, i64 20
  %238 = load float, ptr %237, align 4
  %239 = insertelement <4 x float> poison, float %238, i32 0
  %240 = shufflevector <4 x float> %239, <4 x float> poison, <4 x i32> zeroinitializer
  %241 = fmul contract <4 x float> %236, %240
  %242 = fadd contract <4 x float> %234, %241
  %243 = getelementptr float, ptr %4, i64 8
  store <4 x float> %242, ptr %243, align 4
  %244 = getelementptr float, ptr %4, i64 12
  %245 = load <4 x float>, ptr %244, align 4
  %246 = getelementptr float, ptr %3, i64 20
  %247 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %246, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %248 = getelementptr float, ptr %1, i64 20
  %249 = load float, ptr %248, align 4
  %250 = insertelement <4 x float> poison, float %249, i32 0
  %251 = shufflevector <4 x float> %250, <4 x float> poison, <4 x i32> zeroinitializer
  %252 = fmul contract <4 x float> %247, %251
  %253 = fadd contract <4 x float> %245, %252
  %254 = getelementptr float, ptr %4, i64 12
  store <4 x float> %253, ptr %254, align 4
  %255 = getelementptr float, ptr %4, i64 16
  %256 = load <4 x float>, ptr %255, align 4
  %257 = getelementptr float, ptr %3, i64 16
  %258 = load <4 x float>, ptr %257, align 4
  %259 = getelementptr float, ptr %1, i64 38
  %260 = load float, ptr %259, align 4
  %261 = insertelement <4 x float> poison, float %260, i32 0
  %262 = shufflevector <4 x float> %261, <4 x float> poison, <4 x i32> zeroinitializer
  %263 = fmul contract <4 x float> %258, %262
  %264 = fadd contract <4 x float> %256, %263
  %265 = getelementptr float, ptr %4, i64 16
  store <4 x float> %264, ptr %265, align 4
  %266 = getelementptr float, ptr %4, i64 20
  %267 = load <4 x float>, ptr %266, align 4
  %268 = getelementptr float, ptr %3, i64 20
  %269 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %268, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %270 = getelementptr float, ptr %1, i64 38
  %271 = load float, ptr %270, align 4
  %272 = insertelement <4 x float> poison, float %271, i32 0
  %273 = shufflevector <4 x float> %272, <4 x float> poison, <4 x i32> zeroinitializer
  %274 = fmul contract <4 x float> %269, %273
  %275 = fadd contract <4 x float> %267, %274
  %276 = getelementptr float, ptr %4, i64 20
  store <4 x float> %275, ptr %276, align 4
  %277 = getelementptr float, ptr %4, i64 0
  %278 = load <4 x float>, ptr %277, align 4
  %279 = getelementptr float, ptr %3, i64 24
  %280 = load <4 x float>, ptr %279, align 4
  %281 = getelementptr float, ptr %1, i64 9
  %282 = load float, ptr %281, align 4
  %283 = insertelement <4 x float> poison, float %282, i32 0
  %284 = shufflevector <4 x float> %283, <4 x float> poison, <4 x i32> zeroinitializer
  %285 = fmul contract <4 x float> %280, %284
  %286 = fadd contract <4 x float> %278, %285
  %287 = getelementptr float, ptr %4, i64 0
  store <4 x float> %286, ptr %287, align 4
  %288 = getelementptr float, ptr %4, i64 4
  %289 = load <4 x float>, ptr %288, align 4
  %290 = getelementptr float, ptr %3, i64 28
  %291 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %290, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %292 = getelementptr float, ptr %1, i64 9
  %293 = load float, ptr %292, align 4
  %294 = insertelement <4 x float> poison, float %293, i32 0
  %295 = shufflevector <4 x float> %294, <4 x float> poison, <4 x i32> zeroinitializer
  %296 = fmul contract <4 x float> %291, %295
  %297 = fadd contract <4 x float> %289, %296
  %298 = getelementptr float, ptr %4, i64 4
  store <4 x float> %297, ptr %298, align 4
  %299 = getelementptr float, ptr %4, i64 8
  %300 = load <4 x float>, ptr %299, align 4
  %301 = getelementptr float, ptr %3, i64 24
  %302 = load <4 x float>, ptr %301, align 4
  %303 = getelementptr float, ptr %1, i64 27
  %304 = load float, ptr %303, align 4
  %305 = insertelement <4 x float> poison, float %304, i32 0
  %306 = shufflevector <4 x float> %305, <4 x float> poison, <4 x i32> zeroinitializer
  %307 = fmul contract <4 x float> %302, %306
  %308 = fadd contract <4 x float> %300, %307
  %309 = getelementptr float, ptr %4, i64 8
  store <4 x float> %308, ptr %309, align 4
  %310 = getelementptr float, ptr %4, i64 12
  %311 = load <4 x float>, ptr %310, align 4
  %312 = getelementptr float, ptr %3, i64 28
  %313 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %312, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %314 = getelementptr float, ptr %1, i64 27
  %315 = load float, ptr %314, align 4
  %316 = insertelement <4 x float> poison, float %315, i32 0
  %317 = shufflevector <4 x float> %316, <4 x float> poison, <4 x i32> zeroinitializer
  %318 = fmul contract <4 x float> %313, %317
  %319 = fadd contract <4 x float> %311, %318
  %320 = getelementptr float, ptr %4, i64 12
  store <4 x float> %319, ptr %320, align 4
  %321 = getelementptr float, ptr %4, i64 16
  %322 = load <4 x float>, ptr %321, align 4
  %323 = getelementptr float, ptr %3, i64 24
  %324 = load <4 x float>, ptr %323, align 4
  %325 = getelementptr float, ptr %1, i64 45
  %326 = load float, ptr %325, align 4
  %327 = insertelement <4 x float> poison, float %326, i32 0
  %328 = shufflevector <4 x float> %327, <4 x float> poison, <4 x i32> zeroinitializer
  %329 = fmul contract <4 x float> %324, %328
  %330 = fadd contract <4 x float> %322, %329
  %331 = getelementptr float, ptr %4, i64 16
  store <4 x float> %330, ptr %331, align 4
  %332 = getelementptr float, ptr %4, i64 20
  %333 = load <4 x float>, ptr %332, align 4
  %334 = getelementptr float, ptr %3, i64 28
  %335 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %334, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %336 = getelementptr float, ptr %1, i64 45
  %337 = load float, ptr %336, align 4
  %338 = insertelement <4 x float> poison, float %337, i32 0
  %339 = shufflevector <4 x float> %338, <4 x float> poison, <4 x i32> zeroinitializer
  %340 = fmul contract <4 x float> %335, %339
  %341 = fadd contract <4 x float> %333, %340
  %342 = getelementptr float, ptr %4, i64 20
  store <4 x float> %341, ptr %342, align 4
  %343 = getelementptr float, ptr %4, i64 0
  %344 = load <4 x float>, ptr %343, align 4
  %345 = getelementptr float, ptr %3, i64 32
  %346 = load <4 x float>, ptr %345, align 4
  %347 = getelementptr float, ptr %1, i64 10
  %348 = load float, ptr %347, align 4
  %349 = insertelement <4 x float> poison, float %348, i32 0
  %350 = shufflevector <4 x float> %349, <4 x float> poison, <4 x i32> zeroinitializer
  %351 = fmul contract <4 x float> %346, %350
  %352 = fadd contract <4 x float> %344, %351
  %353 = getelementptr float, ptr %4, i64 0
  store <4 x float> %352, ptr %353, align 4
  %354 = getelementptr float, ptr %4, i64 4
  %355 = load <4 x float>, ptr %354, align 4
  %356 = getelementptr float, ptr %3, i64 36
  %357 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %356, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %358 = getelementptr float, ptr %1, i64 10
  %359 = load float, ptr %358, align 4
  %360 = insertelement <4 x float> poison, float %359, i32 0
  %361 = shufflevector <4 x float> %360, <4 x float> poison, <4 x i32> zeroinitializer
  %362 = fmul contract <4 x float> %357, %361
  %363 = fadd contract <4 x float> %355, %362
  %364 = getelementptr float, ptr %4, i64 4
  store <4 x float> %363, ptr %364, align 4
  %365 = getelementptr float, ptr %4, i64 8
  %366 = load <4 x float>, ptr %365, align 4
  %367 = getelementptr float, ptr %3, i64 32
  %368 = load <4 x float>, ptr %367, align 4
  %369 = getelementptr float, ptr %1, i64 28
  %370 = load float, ptr %369, align 4
  %371 = insertelement <4 x float> poison, float %370, i32 0
  %372 = shufflevector <4 x float> %371, <4 x float> poison, <4 x i32> zeroinitializer
  %373 = fmul contract <4 x float> %368, %372
  %374 = fadd contract <4 x float> %366, %373
  %375 = getelementptr float, ptr %4, i64 8
  store <4 x float> %374, ptr %375, align 4
  %376 = getelementptr float, ptr %4, i64 12
  %377 = load <4 x float>, ptr %376, align 4
  %378 = getelementptr float, ptr %3, i64 36
  %379 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %378, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %380 = getelementptr float, ptr %1, i64 28
  %381 = load float, ptr %380, align 4
  %382 = insertelement <4 x float> poison, float %381, i32 0
  %383 = shufflevector <4 x float> %382, <4 x float> poison, <4 x i32> zeroinitializer
  %384 = fmul contract <4 x float> %379, %383
  %385 = fadd contract <4 x float> %377, %384
  %386 = getelementptr float, ptr %4, i64 12
  store <4 x float> %385, ptr %386, align 4
  %387 = getelementptr float, ptr %4, i64 16
  %388 = load <4 x float>, ptr %387, align 4
  %389 = getelementptr float, ptr %3, i64 32
  %390 = load <4 x float>, ptr %389, align 4
  %391 = getelementptr float, ptr %1, i64 46
  %392 = load float, ptr %391, align 4
  %393 = insertelement <4 x float> poison, float %392, i32 0
  %394 = shufflevector <4 x float> %393, <4 x float> poison, <4 x i32> zeroinitializer
  %395 = fmul contract <4 x float> %390, %394
  %396 = fadd contract <4 x float> %388, %395
  %397 = getelementptr float, ptr %4, i64 16
  store <4 x float> %396, ptr %397, align 4
  %398 = getelementptr float, ptr %4, i64 20
  %399 = load <4 x float>, ptr %398, align 4
  %400 = getelementptr float, ptr %3, i64 36
  %401 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %400, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %402 = getelementptr float, ptr %1, i64 46
  %403 = load float, ptr %402, align 4
  %404 = insertelement <4 x float> poison, float %403, i32 0
  %405 = shufflevector <4 x float> %404, <4 x float> poison, <4 x i32> zeroinitializer
  %406 = fmul contract <4 x float> %401, %405
  %407 = fadd contract <4 x float> %399, %406
  %408 = getelementptr float, ptr %4, i64 20
  store <4 x float> %407, ptr %408, align 4
  %409 = getelementptr float, ptr %4, i64 0
  %410 = load <4 x float>, ptr %409, align 4
  %411 = getelementptr float, ptr %3, i64 40
  %412 = load <4 x float>, ptr %411, align 4
  %413 = getelementptr float, ptr %1, i64 11
  %414 = load float, ptr %413, align 4
  %415 = insertelement <4 x float> poison, float %414, i32 0
  %416 = shufflevector <4 x float> %415, <4 x float> poison, <4 x i32> zeroinitializer
  %417 = fmul contract <4 x float> %412, %416
  %418 = fadd contract <4 x float> %410, %417
  %419 = getelementptr float, ptr %4, i64 0
  store <4 x float> %418, ptr %419, align 4
  %420 = getelementptr float, ptr %4, i64 4
  %421 = load <4 x float>, ptr %420, align 4
  %422 = getelementptr float, ptr %3, i64 44
  %423 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %422, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %424 = getelementptr float, ptr %1, i64 11
  %425 = load float, ptr %424, align 4
  %426 = insertelement <4 x float> poison, float %425, i32 0
  %427 = shufflevector <4 x float> %426, <4 x float> poison, <4 x i32> zeroinitializer
  %428 = fmul contract <4 x float> %423, %427
  %429 = fadd contract <4 x float> %421, %428
  %430 = getelementptr float, ptr %4, i64 4
  store <4 x float> %429, ptr %430, align 4
  %431 = getelementptr float, ptr %4, i64 8
  %432 = load <4 x float>, ptr %431, align 4
  %433 = getelementptr float, ptr %3, i64 40
  %434 = load <4 x float>, ptr %433, align 4
  %435 = getelementptr float, ptr %1, i64 29
  %436 = load float, ptr %435, align 4
  %437 = insertelement <4 x float> poison, float %436, i32 0
  %438 = shufflevector <4 x float> %437, <4 x float> poison, <4 x i32> zeroinitializer
  %439 = fmul contract <4 x float> %434, %438
  %440 = fadd contract <4 x float> %432, %439
  %441 = getelementptr float, ptr %4, i64 8
  store <4 x float> %440, ptr %441, align 4
  %442 = getelementptr float, ptr %4, i64 12
  %443 = load <4 x float>, ptr %442, align 4
  %444 = getelementptr float, ptr %3, i64 44
  %445 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %444, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %446 = getelementptr float, ptr %1, i64 29
  %447 = load float, ptr %446, align 4
  %448 = insertelement <4 x float> poison, float %447, i32 0
  %449 = shufflevector <4 x float> %448, <4 x float> poison, <4 x i32> zeroinitializer
  %450 = fmul contract <4 x float> %445, %449
  %451 = fadd contract <4 x float> %443, %450
  %452 = getelementptr float, ptr %4, i64 12
  store <4 x float> %451, ptr %452, align 4
  %453 = getelementptr float, ptr %4, i64 16
  %454 = load <4 x float>, ptr %453, align 4
  %455 = getelementptr float, ptr %3, i64 40
  %456 = load <4 x float>, ptr %455, align 4
  %457 = getelementptr float, ptr %1, i64 47
  %458 = load float, ptr %457, align 4
  %459 = insertelement <4 x float> poison, float %458, i32 0
  %460 = shufflevector <4 x float> %459, <4 x float> poison, <4 x i32> zeroinitializer
  %461 = fmul contract <4 x float> %456, %460
  %462 = fadd contract <4 x float> %454, %461
  %463 = getelementptr float, ptr %4, i64 16
  store <4 x float> %462, ptr %463, align 4
  %464 = getelementptr float, ptr %4, i64 20
  %465 = load <4 x float>, ptr %464, align 4
  %466 = getelementptr float, ptr %3, i64 44
  %467 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %466, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %468 = getelementptr float, ptr %1, i64 47
  %469 = load float, ptr %468, align 4
  %470 = insertelement <4 x float> poison, float %469, i32 0
  %471 = shufflevector <4 x float> %470, <4 x float> poison, <4 x i32> zeroinitializer
  %472 = fmul contract <4 x float> %467, %471
  %473 = fadd contract <4 x float> %465, %472
  %474 = getelementptr float, ptr %4, i64 20
  store <4 x float> %473, ptr %474, align 4
  br label %fi

else:                                             ; preds = %exit3
  br label %fi

fi:                                               ; preds = %else, %then
  %475 = getelementptr float, ptr %4, i64 0
  %476 = load <4 x float>, ptr %475, align 4
  %477 = getelementptr float, ptr %3, i64 48
  %478 = load <4 x float>, ptr %477, align 4
  %479 = getelementptr float, ptr %1, i64 3
  %480 = load float, ptr %479, align 4
  %481 = insertelement <4 x float> poison, float %480, i32 0
  %482 = shufflevector <4 x float> %481, <4 x float> poison, <4 x i32> zeroinitializer
  %483 = fmul contract <4 x float> %478, %482
  %484 = fadd contract <4 x float> %476, %483
  %485 = getelementptr float, ptr %4, i64 0
  store <4 x float> %484, ptr %485, align 4
  %486 = getelementptr float, ptr %4, i64 4
  %487 = load <4 x float>, ptr %486, align 4
  %488 = getelementptr float, ptr %3, i64 52
  %489 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %488, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %490 = getelementptr float, ptr %1, i64 3
  %491 = load float, ptr %490, align 4
  %492 = insertelement <4 x float> poison, float %491, i32 0
  %493 = shufflevector <4 x float> %492, <4 x float> poison, <4 x i32> zeroinitializer
  %494 = fmul contract <4 x float> %489, %493
  %495 = fadd contract <4 x float> %487, %494
  %496 = getelementptr float, ptr %4, i64 4
  store <4 x float> %495, ptr %496, align 4
  %497 = getelementptr float, ptr %4, i64 8
  %498 = load <4 x float>, ptr %497, align 4
  %499 = getelementptr float, ptr %3, i64 48
  %500 = load <4 x float>, ptr %499, align 4
  %501 = getelementptr float, ptr %1, i64 21
  %502 = load float, ptr %501, align 4
  %503 = insertelement <4 x float> poison, float %502, i32 0
  %504 = shufflevector <4 x float> %503, <4 x float> poison, <4 x i32> zeroinitializer
  %505 = fmul contract <4 x float> %500, %504
  %506 = fadd contract <4 x float> %498, %505
  %507 = getelementptr float, ptr %4, i64 8
  store <4 x float> %506, ptr %507, align 4
  %508 = getelementptr float, ptr %4, i64 12
  %509 = load <4 x float>, ptr %508, align 4
  %510 = getelementptr float, ptr %3, i64 52
  %511 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %510, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %512 = getelementptr float, ptr %1, i64 21
  %513 = load float, ptr %512, align 4
  %514 = insertelement <4 x float> poison, float %513, i32 0
  %515 = shufflevector <4 x float> %514, <4 x float> poison, <4 x i32> zeroinitializer
  %516 = fmul contract <4 x float> %511, %515
  %517 = fadd contract <4 x float> %509, %516
  %518 = getelementptr float, ptr %4, i64 12
  store <4 x float> %517, ptr %518, align 4
  %519 = getelementptr float, ptr %4, i64 16
  %520 = load <4 x float>, ptr %519, align 4
  %521 = getelementptr float, ptr %3, i64 48
  %522 = load <4 x float>, ptr %521, align 4
  %523 = getelementptr float, ptr %1, i64 39
  %524 = load float, ptr %523, align 4
  %525 = insertelement <4 x float> poison, float %524, i32 0
  %526 = shufflevector <4 x float> %525, <4 x float> poison, <4 x i32> zeroinitializer
  %527 = fmul contract <4 x float> %522, %526
  %528 = fadd contract <4 x float> %520, %527
  %529 = getelementptr float, ptr %4, i64 16
  store <4 x float> %528, ptr %529, align 4
  %530 = getelementptr float, ptr %4, i64 20
  %531 = load <4 x float>, ptr %530, align 4
  %532 = getelementptr float, ptr %3, i64 52
  %533 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %532, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %534 = getelementptr float, ptr %1, i64 39
  %535 = load float, ptr %534, align 4
  %536 = insertelement <4 x float> poison, float %535, i32 0
  %537 = shufflevector <4 x float> %536, <4 x float> poison, <4 x i32> zeroinitializer
  %538 = fmul contract <4 x float> %533, %537
  %539 = fadd contract <4 x float> %531, %538
  %540 = getelementptr float, ptr %4, i64 20
  store <4 x float> %539, ptr %540, align 4
  %541 = getelementptr float, ptr %4, i64 0
  %542 = load <4 x float>, ptr %541, align 4
  %543 = getelementptr float, ptr %3, i64 56
  %544 = load <4 x float>, ptr %543, align 4
  %545 = getelementptr float, ptr %1, i64 4
  %546 = load float, ptr %545, align 4
  %547 = insertelement <4 x float> poison, float %546, i32 0
  %548 = shufflevector <4 x float> %547, <4 x float> poison, <4 x i32> zeroinitializer
  %549 = fmul contract <4 x float> %544, %548
  %550 = fadd contract <4 x float> %542, %549
  %551 = getelementptr float, ptr %4, i64 0
  store <4 x float> %550, ptr %551, align 4
  %552 = getelementptr float, ptr %4, i64 4
  %553 = load <4 x float>, ptr %552, align 4
  %554 = getelementptr float, ptr %3, i64 60
  %555 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %554, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %556 = getelementptr float, ptr %1, i64 4
  %557 = load float, ptr %556, align 4
  %558 = insertelement <4 x float> poison, float %557, i32 0
  %559 = shufflevector <4 x float> %558, <4 x float> poison, <4 x i32> zeroinitializer
  %560 = fmul contract <4 x float> %555, %559
  %561 = fadd contract <4 x float> %553, %560
  %562 = getelementptr float, ptr %4, i64 4
  store <4 x float> %561, ptr %562, align 4
  %563 = getelementptr float, ptr %4, i64 8
  %564 = load <4 x float>, ptr %563, align 4
  %565 = getelementptr float, ptr %3, i64 56
  %566 = load <4 x float>, ptr %565, align 4
  %567 = getelementptr float, ptr %1, i64 22
  %568 = load float, ptr %567, align 4
  %569 = insertelement <4 x float> poison, float %568, i32 0
  %570 = shufflevector <4 x float> %569, <4 x float> poison, <4 x i32> zeroinitializer
  %571 = fmul contract <4 x float> %566, %570
  %572 = fadd contract <4 x float> %564, %571
  %573 = getelementptr float, ptr %4, i64 8
  store <4 x float> %572, ptr %573, align 4
  %574 = getelementptr float, ptr %4, i64 12
  %575 = load <4 x float>, ptr %574, align 4
  %576 = getelementptr float, ptr %3, i64 60
  %577 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %576, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %578 = getelementptr float, ptr %1, i64 22
  %579 = load float, ptr %578, align 4
  %580 = insertelement <4 x float> poison, float %579, i32 0
  %581 = shufflevector <4 x float> %580, <4 x float> poison, <4 x i32> zeroinitializer
  %582 = fmul contract <4 x float> %577, %581
  %583 = fadd contract <4 x float> %575, %582
  %584 = getelementptr float, ptr %4, i64 12
  store <4 x float> %583, ptr %584, align 4
  %585 = getelementptr float, ptr %4, i64 16
  %586 = load <4 x float>, ptr %585, align 4
  %587 = getelementptr float, ptr %3, i64 56
  %588 = load <4 x float>, ptr %587, align 4
  %589 = getelementptr float, ptr %1, i64 40
  %590 = load float, ptr %589, align 4
  %591 = insertelement <4 x float> poison, float %590, i32 0
  %592 = shufflevector <4 x float> %591, <4 x float> poison, <4 x i32> zeroinitializer
  %593 = fmul contract <4 x float> %588, %592
  %594 = fadd contract <4 x float> %586, %593
  %595 = getelementptr float, ptr %4, i64 16
  store <4 x float> %594, ptr %595, align 4
  %596 = getelementptr float, ptr %4, i64 20
  %597 = load <4 x float>, ptr %596, align 4
  %598 = getelementptr float, ptr %3, i64 60
  %599 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %598, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %600 = getelementptr float, ptr %1, i64 40
  %601 = load float, ptr %600, align 4
  %602 = insertelement <4 x float> poison, float %601, i32 0
  %603 = shufflevector <4 x float> %602, <4 x float> poison, <4 x i32> zeroinitializer
  %604 = fmul contract <4 x float> %599, %603
  %605 = fadd contract <4 x float> %597, %604
  %606 = getelementptr float, ptr %4, i64 20
  store <4 x float> %605, ptr %606, align 4
  %607 = getelementptr float, ptr %4, i64 0
  %608 = load <4 x float>, ptr %607, align 4
  %609 = getelementptr float, ptr %3, i64 64
  %610 = load <4 x float>, ptr %609, align 4
  %611 = getelementptr float, ptr %1, i64 5
  %612 = load float, ptr %611, align 4
  %613 = insertelement <4 x float> poison, float %612, i32 0
  %614 = shufflevector <4 x float> %613, <4 x float> poison, <4 x i32> zeroinitializer
  %615 = fmul contract <4 x float> %610, %614
  %616 = fadd contract <4 x float> %608, %615
  %617 = getelementptr float, ptr %4, i64 0
  store <4 x float> %616, ptr %617, align 4
  %618 = getelementptr float, ptr %4, i64 4
  %619 = load <4 x float>, ptr %618, align 4
  %620 = getelementptr float, ptr %3, i64 68
  %621 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %620, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %622 = getelementptr float, ptr %1, i64 5
  %623 = load float, ptr %622, align 4
  %624 = insertelement <4 x float> poison, float %623, i32 0
  %625 = shufflevector <4 x float> %624, <4 x float> poison, <4 x i32> zeroinitializer
  %626 = fmul contract <4 x float> %621, %625
  %627 = fadd contract <4 x float> %619, %626
  %628 = getelementptr float, ptr %4, i64 4
  store <4 x float> %627, ptr %628, align 4
  %629 = getelementptr float, ptr %4, i64 8
  %630 = load <4 x float>, ptr %629, align 4
  %631 = getelementptr float, ptr %3, i64 64
  %632 = load <4 x float>, ptr %631, align 4
  %633 = getelementptr float, ptr %1, i64 23
  %634 = load float, ptr %633, align 4
  %635 = insertelement <4 x float> poison, float %634, i32 0
  %636 = shufflevector <4 x float> %635, <4 x float> poison, <4 x i32> zeroinitializer
  %637 = fmul contract <4 x float> %632, %636
  %638 = fadd contract <4 x float> %630, %637
  %639 = getelementptr float, ptr %4, i64 8
  store <4 x float> %638, ptr %639, align 4
  %640 = getelementptr float, ptr %4, i64 12
  %641 = load <4 x float>, ptr %640, align 4
  %642 = getelementptr float, ptr %3, i64 68
  %643 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %642, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %644 = getelementptr float, ptr %1, i64 23
  %645 = load float, ptr %644, align 4
  %646 = insertelement <4 x float> poison, float %645, i32 0
  %647 = shufflevector <4 x float> %646, <4 x float> poison, <4 x i32> zeroinitializer
  %648 = fmul contract <4 x float> %643, %647
  %649 = fadd contract <4 x float> %641, %648
  %650 = getelementptr float, ptr %4, i64 12
  store <4 x float> %649, ptr %650, align 4
  %651 = getelementptr float, ptr %4, i64 16
  %652 = load <4 x float>, ptr %651, align 4
  %653 = getelementptr float, ptr %3, i64 64
  %654 = load <4 x float>, ptr %653, align 4
  %655 = getelementptr float, ptr %1, i64 41
  %656 = load float, ptr %655, align 4
  %657 = insertelement <4 x float> poison, float %656, i32 0
  %658 = shufflevector <4 x float> %657, <4 x float> poison, <4 x i32> zeroinitializer
  %659 = fmul contract <4 x float> %654, %658
  %660 = fadd contract <4 x float> %652, %659
  %661 = getelementptr float, ptr %4, i64 16
  store <4 x float> %660, ptr %661, align 4
  %662 = getelementptr float, ptr %4, i64 20
  %663 = load <4 x float>, ptr %662, align 4
  %664 = getelementptr float, ptr %3, i64 68
  %665 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %664, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %666 = getelementptr float, ptr %1, i64 41
  %667 = load float, ptr %666, align 4
  %668 = insertelement <4 x float> poison, float %667, i32 0
  %669 = shufflevector <4 x float> %668, <4 x float> poison, <4 x i32> zeroinitializer
  %670 = fmul contract <4 x float> %665, %669
  %671 = fadd contract <4 x float> %663, %670
  %672 = getelementptr float, ptr %4, i64 20
  store <4 x float> %671, ptr %672, align 4
  %673 = getelementptr float, ptr %4, i64 0
  %674 = load <4 x float>, ptr %673, align 4
  %675 = getelementptr float, ptr %3, i64 72
  %676 = load <4 x float>, ptr %675, align 4
  %677 = getelementptr float, ptr %1, i64 12
  %678 = load float, ptr %677, align 4
  %679 = insertelement <4 x float> poison, float %678, i32 0
  %680 = shufflevector <4 x float> %679, <4 x float> poison, <4 x i32> zeroinitializer
  %681 = fmul contract <4 x float> %676, %680
  %682 = fadd contract <4 x float> %674, %681
  %683 = getelementptr float, ptr %4, i64 0
  store <4 x float> %682, ptr %683, align 4
  %684 = getelementptr float, ptr %4, i64 4
  %685 = load <4 x float>, ptr %684, align 4
  %686 = getelementptr float, ptr %3, i64 76
  %687 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %686, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %688 = getelementptr float, ptr %1, i64 12
  %689 = load float, ptr %688, align 4
  %690 = insertelement <4 x float> poison, float %689, i32 0
  %691 = shufflevector <4 x float> %690, <4 x float> poison, <4 x i32> zeroinitializer
  %692 = fmul contract <4 x float> %687, %691
  %693 = fadd contract <4 x float> %685, %692
  %694 = getelementptr float, ptr %4, i64 4
  store <4 x float> %693, ptr %694, align 4
  %695 = getelementptr float, ptr %4, i64 8
  %696 = load <4 x float>, ptr %695, align 4
  %697 = getelementptr float, ptr %3, i64 72
  %698 = load <4 x float>, ptr %697, align 4
  %699 = getelementptr float, ptr %1, i64 30
  %700 = load float, ptr %699, align 4
  %701 = insertelement <4 x float> poison, float %700, i32 0
  %702 = shufflevector <4 x float> %701, <4 x float> poison, <4 x i32> zeroinitializer
  %703 = fmul contract <4 x float> %698, %702
  %704 = fadd contract <4 x float> %696, %703
  %705 = getelementptr float, ptr %4, i64 8
  store <4 x float> %704, ptr %705, align 4
  %706 = getelementptr float, ptr %4, i64 12
  %707 = load <4 x float>, ptr %706, align 4
  %708 = getelementptr float, ptr %3, i64 76
  %709 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %708, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %710 = getelementptr float, ptr %1, i64 30
  %711 = load float, ptr %710, align 4
  %712 = insertelement <4 x float> poison, float %711, i32 0
  %713 = shufflevector <4 x float> %712, <4 x float> poison, <4 x i32> zeroinitializer
  %714 = fmul contract <4 x float> %709, %713
  %715 = fadd contract <4 x float> %707, %714
  %716 = getelementptr float, ptr %4, i64 12
  store <4 x float> %715, ptr %716, align 4
  %717 = getelementptr float, ptr %4, i64 16
  %718 = load <4 x float>, ptr %717, align 4
  %719 = getelementptr float, ptr %3, i64 72
  %720 = load <4 x float>, ptr %719, align 4
  %721 = getelementptr float, ptr %1, i64 48
  %722 = load float, ptr %721, align 4
  %723 = insertelement <4 x float> poison, float %722, i32 0
  %724 = shufflevector <4 x float> %723, <4 x float> poison, <4 x i32> zeroinitializer
  %725 = fmul contract <4 x float> %720, %724
  %726 = fadd contract <4 x float> %718, %725
  %727 = getelementptr float, ptr %4, i64 16
  store <4 x float> %726, ptr %727, align 4
  %728 = getelementptr float, ptr %4, i64 20
  %729 = load <4 x float>, ptr %728, align 4
  %730 = getelementptr float, ptr %3, i64 76
  %731 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %730, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %732 = getelementptr float, ptr %1, i64 48
  %733 = load float, ptr %732, align 4
  %734 = insertelement <4 x float> poison, float %733, i32 0
  %735 = shufflevector <4 x float> %734, <4 x float> poison, <4 x i32> zeroinitializer
  %736 = fmul contract <4 x float> %731, %735
  %737 = fadd contract <4 x float> %729, %736
  %738 = getelementptr float, ptr %4, i64 20
  store <4 x float> %737, ptr %738, align 4
  %739 = getelementptr float, ptr %4, i64 0
  %740 = load <4 x float>, ptr %739, align 4
  %741 = getelementptr float, ptr %3, i64 80
  %742 = load <4 x float>, ptr %741, align 4
  %743 = getelementptr float, ptr %1, i64 13
  %744 = load float, ptr %743, align 4
  %745 = insertelement <4 x float> poison, float %744, i32 0
  %746 = shufflevector <4 x float> %745, <4 x float> poison, <4 x i32> zeroinitializer
  %747 = fmul contract <4 x float> %742, %746
  %748 = fadd contract <4 x float> %740, %747
  %749 = getelementptr float, ptr %4, i64 0
  store <4 x float> %748, ptr %749, align 4
  %750 = getelementptr float, ptr %4, i64 4
  %751 = load <4 x float>, ptr %750, align 4
  %752 = getelementptr float, ptr %3, i64 84
  %753 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %752, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %754 = getelementptr float, ptr %1, i64 13
  %755 = load float, ptr %754, align 4
  %756 = insertelement <4 x float> poison, float %755, i32 0
  %757 = shufflevector <4 x float> %756, <4 x float> poison, <4 x i32> zeroinitializer
  %758 = fmul contract <4 x float> %753, %757
  %759 = fadd contract <4 x float> %751, %758
  %760 = getelementptr float, ptr %4, i64 4
  store <4 x float> %759, ptr %760, align 4
  %761 = getelementptr float, ptr %4, i64 8
  %762 = load <4 x float>, ptr %761, align 4
  %763 = getelementptr float, ptr %3, i64 80
  %764 = load <4 x float>, ptr %763, align 4
  %765 = getelementptr float, ptr %1, i64 31
  %766 = load float, ptr %765, align 4
  %767 = insertelement <4 x float> poison, float %766, i32 0
  %768 = shufflevector <4 x float> %767, <4 x float> poison, <4 x i32> zeroinitializer
  %769 = fmul contract <4 x float> %764, %768
  %770 = fadd contract <4 x float> %762, %769
  %771 = getelementptr float, ptr %4, i64 8
  store <4 x float> %770, ptr %771, align 4
  %772 = getelementptr float, ptr %4, i64 12
  %773 = load <4 x float>, ptr %772, align 4
  %774 = getelementptr float, ptr %3, i64 84
  %775 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %774, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %776 = getelementptr float, ptr %1, i64 31
  %777 = load float, ptr %776, align 4
  %778 = insertelement <4 x float> poison, float %777, i32 0
  %779 = shufflevector <4 x float> %778, <4 x float> poison, <4 x i32> zeroinitializer
  %780 = fmul contract <4 x float> %775, %779
  %781 = fadd contract <4 x float> %773, %780
  %782 = getelementptr float, ptr %4, i64 12
  store <4 x float> %781, ptr %782, align 4
  %783 = getelementptr float, ptr %4, i64 16
  %784 = load <4 x float>, ptr %783, align 4
  %785 = getelementptr float, ptr %3, i64 80
  %786 = load <4 x float>, ptr %785, align 4
  %787 = getelementptr float, ptr %1, i64 49
  %788 = load float, ptr %787, align 4
  %789 = insertelement <4 x float> poison, float %788, i32 0
  %790 = shufflevector <4 x float> %789, <4 x float> poison, <4 x i32> zeroinitializer
  %791 = fmul contract <4 x float> %786, %790
  %792 = fadd contract <4 x float> %784, %791
  %793 = getelementptr float, ptr %4, i64 16
  store <4 x float> %792, ptr %793, align 4
  %794 = getelementptr float, ptr %4, i64 20
  %795 = load <4 x float>, ptr %794, align 4
  %796 = getelementptr float, ptr %3, i64 84
  %797 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %796, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %798 = getelementptr float, ptr %1, i64 49
  %799 = load float, ptr %798, align 4
  %800 = insertelement <4 x float> poison, float %799, i32 0
  %801 = shufflevector <4 x float> %800, <4 x float> poison, <4 x i32> zeroinitializer
  %802 = fmul contract <4 x float> %797, %801
  %803 = fadd contract <4 x float> %795, %802
  %804 = getelementptr float, ptr %4, i64 20
  store <4 x float> %803, ptr %804, align 4
  %805 = getelementptr float, ptr %4, i64 0
  %806 = load <4 x float>, ptr %805, align 4
  %807 = getelementptr float, ptr %3, i64 88
  %808 = load <4 x float>, ptr %807, align 4
  %809 = getelementptr float, ptr %1, i64 14
  %810 = load float, ptr %809, align 4
  %811 = insertelement <4 x float> poison, float %810, i32 0
  %812 = shufflevector <4 x float> %811, <4 x float> poison, <4 x i32> zeroinitializer
  %813 = fmul contract <4 x float> %808, %812
  %814 = fadd contract <4 x float> %806, %813
  %815 = getelementptr float, ptr %4, i64 0
  store <4 x float> %814, ptr %815, align 4
  %816 = getelementptr float, ptr %4, i64 4
  %817 = load <4 x float>, ptr %816, align 4
  %818 = getelementptr float, ptr %3, i64 92
  %819 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %818, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %820 = getelementptr float, ptr %1, i64 14
  %821 = load float, ptr %820, align 4
  %822 = insertelement <4 x float> poison, float %821, i32 0
  %823 = shufflevector <4 x float> %822, <4 x float> poison, <4 x i32> zeroinitializer
  %824 = fmul contract <4 x float> %819, %823
  %825 = fadd contract <4 x float> %817, %824
  %826 = getelementptr float, ptr %4, i64 4
  store <4 x float> %825, ptr %826, align 4
  %827 = getelementptr float, ptr %4, i64 8
  %828 = load <4 x float>, ptr %827, align 4
  %829 = getelementptr float, ptr %3, i64 88
  %830 = load <4 x float>, ptr %829, align 4
  %831 = getelementptr float, ptr %1, i64 32
  %832 = load float, ptr %831, align 4
  %833 = insertelement <4 x float> poison, float %832, i32 0
  %834 = shufflevector <4 x float> %833, <4 x float> poison, <4 x i32> zeroinitializer
  %835 = fmul contract <4 x float> %830, %834
  %836 = fadd contract <4 x float> %828, %835
  %837 = getelementptr float, ptr %4, i64 8
  store <4 x float> %836, ptr %837, align 4
  %838 = getelementptr float, ptr %4, i64 12
  %839 = load <4 x float>, ptr %838, align 4
  %840 = getelementptr float, ptr %3, i64 92
  %841 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %840, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %842 = getelementptr float, ptr %1, i64 32
  %843 = load float, ptr %842, align 4
  %844 = insertelement <4 x float> poison, float %843, i32 0
  %845 = shufflevector <4 x float> %844, <4 x float> poison, <4 x i32> zeroinitializer
  %846 = fmul contract <4 x float> %841, %845
  %847 = fadd contract <4 x float> %839, %846
  %848 = getelementptr float, ptr %4, i64 12
  store <4 x float> %847, ptr %848, align 4
  %849 = getelementptr float, ptr %4, i64 16
  %850 = load <4 x float>, ptr %849, align 4
  %851 = getelementptr float, ptr %3, i64 88
  %852 = load <4 x float>, ptr %851, align 4
  %853 = getelementptr float, ptr %1, i64 50
  %854 = load float, ptr %853, align 4
  %855 = insertelement <4 x float> poison, float %854, i32 0
  %856 = shufflevector <4 x float> %855, <4 x float> poison, <4 x i32> zeroinitializer
  %857 = fmul contract <4 x float> %852, %856
  %858 = fadd contract <4 x float> %850, %857
  %859 = getelementptr float, ptr %4, i64 16
  store <4 x float> %858, ptr %859, align 4
  %860 = getelementptr float, ptr %4, i64 20
  %861 = load <4 x float>, ptr %860, align 4
  %862 = getelementptr float, ptr %3, i64 92
  %863 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %862, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %864 = getelementptr float, ptr %1, i64 50
  %865 = load float, ptr %864, align 4
  %866 = insertelement <4 x float> poison, float %865, i32 0
  %867 = shufflevector <4 x float> %866, <4 x float> poison, <4 x i32> zeroinitializer
  %868 = fmul contract <4 x float> %863, %867
  %869 = fadd contract <4 x float> %861, %868
  %870 = getelementptr float, ptr %4, i64 20
  store <4 x float> %869, ptr %870, align 4
  %871 = mul i64 %y.01, -1
  %872 = add i64 %871, 6
  %873 = icmp slt i64 3, %872
  %874 = select i1 %873, i64 3, i64 %872
  %875 = icmp slt i64 2, %874
  br i1 %875, label %then11, label %else12

then11:                                           ; preds = %fi
  %876 = getelementptr float, ptr %4, i64 0
  %877 = load <4 x float>, ptr %876, align 4
  %878 = getelementptr float, ptr %3, i64 96
  %879 = load <4 x float>, ptr %878, align 4
  %880 = getelementptr float, ptr %1, i64 6
  %881 = load float, ptr %880, align 4
  %882 = insertelement <4 x float> poison, float %881, i32 0
  %883 = shufflevector <4 x float> %882, <4 x float> poison, <4 x i32> zeroinitializer
  %884 = fmul contract <4 x float> %879, %883
  %885 = fadd contract <4 x float> %877, %884
  %886 = getelementptr float, ptr %4, i64 0
  store <4 x float> %885, ptr %886, align 4
  %887 = getelementptr float, ptr %4, i64 4
  %888 = load <4 x float>, ptr %887, align 4
  %889 = getelementptr float, ptr %3, i64 100
  %890 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %889, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %891 = getelementptr float, ptr %1, i64 6
  %892 = load float, ptr %891, align 4
  %893 = insertelement <4 x float> poison, float %892, i32 0
  %894 = shufflevector <4 x float> %893, <4 x float> poison, <4 x i32> zeroinitializer
  %895 = fmul contract <4 x float> %890, %894
  %896 = fadd contract <4 x float> %888, %895
  %897 = getelementptr float, ptr %4, i64 4
  store <4 x float> %896, ptr %897, align 4
  %898 = getelementptr float, ptr %4, i64 8
  %899 = load <4 x float>, ptr %898, align 4
  %900 = getelementptr float, ptr %3, i64 96
  %901 = load <4 x float>, ptr %900, align 4
  %902 = getelementptr float, ptr %1, i64 24
  %903 = load float, ptr %902, align 4
  %904 = insertelement <4 x float> poison, float %903, i32 0
  %905 = shufflevector <4 x float> %904, <4 x float> poison, <4 x i32> zeroinitializer
  %906 = fmul contract <4 x float> %901, %905
  %907 = fadd contract <4 x float> %899, %906
  %908 = getelementptr float, ptr %4, i64 8
  store <4 x float> %907, ptr %908, align 4
  %909 = getelementptr float, ptr %4, i64 12
  %910 = load <4 x float>, ptr %909, align 4
  %911 = getelementptr float, ptr %3, i64 100
  %912 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %911, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %913 = getelementptr float, ptr %1, i64 24
  %914 = load float, ptr %913, align 4
  %915 = insertelement <4 x float> poison, float %914, i32 0
  %916 = shufflevector <4 x float> %915, <4 x float> poison, <4 x i32> zeroinitializer
  %917 = fmul contract <4 x float> %912, %916
  %918 = fadd contract <4 x float> %910, %917
  %919 = getelementptr float, ptr %4, i64 12
  store <4 x float> %918, ptr %919, align 4
  %920 = getelementptr float, ptr %4, i64 16
  %921 = load <4 x float>, ptr %920, align 4
  %922 = getelementptr float, ptr %3, i64 96
  %923 = load <4 x float>, ptr %922, align 4
  %924 = getelementptr float, ptr %1, i64 42
  %925 = load float, ptr %924, align 4
  %926 = insertelement <4 x float> poison, float %925, i32 0
  %927 = shufflevector <4 x float> %926, <4 x float> poison, <4 x i32> zeroinitializer
  %928 = fmul contract <4 x float> %923, %927
  %929 = fadd contract <4 x float> %921, %928
  %930 = getelementptr float, ptr %4, i64 16
  store <4 x float> %929, ptr %930, align 4
  %931 = getelementptr float, ptr %4, i64 20
  %932 = load <4 x float>, ptr %931, align 4
  %933 = getelementptr float, ptr %3, i64 100
  %934 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %933, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %935 = getelementptr float, ptr %1, i64 42
  %936 = load float, ptr %935, align 4
  %937 = insertelement <4 x float> poison, float %936, i32 0
  %938 = shufflevector <4 x float> %937, <4 x float> poison, <4 x i32> zeroinitializer
  %939 = fmul contract <4 x float> %934, %938
  %940 = fadd contract <4 x float> %932, %939
  %941 = getelementptr float, ptr %4, i64 20
  store <4 x float> %940, ptr %941, align 4
  %942 = getelementptr float, ptr %4, i64 0
  %943 = load <4 x float>, ptr %942, align 4
  %944 = getelementptr float, ptr %3, i64 104
  %945 = load <4 x float>, ptr %944, align 4
  %946 = getelementptr float, ptr %1, i64 7
  %947 = load float, ptr %946, align 4
  %948 = insertelement <4 x float> poison, float %947, i32 0
  %949 = shufflevector <4 x float> %948, <4 x float> poison, <4 x i32> zeroinitializer
  %950 = fmul contract <4 x float> %945, %949
  %951 = fadd contract <4 x float> %943, %950
  %952 = getelementptr float, ptr %4, i64 0
  store <4 x float> %951, ptr %952, align 4
  %953 = getelementptr float, ptr %4, i64 4
  %954 = load <4 x float>, ptr %953, align 4
  %955 = getelementptr float, ptr %3, i64 108
  %956 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %955, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %957 = getelementptr float, ptr %1, i64 7
  %958 = load float, ptr %957, align 4
  %959 = insertelement <4 x float> poison, float %958, i32 0
  %960 = shufflevector <4 x float> %959, <4 x float> poison, <4 x i32> zeroinitializer
  %961 = fmul contract <4 x float> %956, %960
  %962 = fadd contract <4 x float> %954, %961
  %963 = getelementptr float, ptr %4, i64 4
  store <4 x float> %962, ptr %963, align 4
  %964 = getelementptr float, ptr %4, i64 8
  %965 = load <4 x float>, ptr %964, align 4
  %966 = getelementptr float, ptr %3, i64 104
  %967 = load <4 x float>, ptr %966, align 4
  %968 = getelementptr float, ptr %1, i64 25
  %969 = load float, ptr %968, align 4
  %970 = insertelement <4 x float> poison, float %969, i32 0
  %971 = shufflevector <4 x float> %970, <4 x float> poison, <4 x i32> zeroinitializer
  %972 = fmul contract <4 x float> %967, %971
  %973 = fadd contract <4 x float> %965, %972
  %974 = getelementptr float, ptr %4, i64 8
  store <4 x float> %973, ptr %974, align 4
  %975 = getelementptr float, ptr %4, i64 12
  %976 = load <4 x float>, ptr %975, align 4
  %977 = getelementptr float, ptr %3, i64 108
  %978 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %977, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %979 = getelementptr float, ptr %1, i64 25
  %980 = load float, ptr %979, align 4
  %981 = insertelement <4 x float> poison, float %980, i32 0
  %982 = shufflevector <4 x float> %981, <4 x float> poison, <4 x i32> zeroinitializer
  %983 = fmul contract <4 x float> %978, %982
  %984 = fadd contract <4 x float> %976, %983
  %985 = getelementptr float, ptr %4, i64 12
  store <4 x float> %984, ptr %985, align 4
  %986 = getelementptr float, ptr %4, i64 16
  %987 = load <4 x float>, ptr %986, align 4
  %988 = getelementptr float, ptr %3, i64 104
  %989 = load <4 x float>, ptr %988, align 4
  %990 = getelementptr float, ptr %1, i64 43
  %991 = load float, ptr %990, align 4
  %992 = insertelement <4 x float> poison, float %991, i32 0
  %993 = shufflevector <4 x float> %992, <4 x float> poison, <4 x i32> zeroinitializer
  %994 = fmul contract <4 x float> %989, %993
  %995 = fadd contract <4 x float> %987, %994
  %996 = getelementptr float, ptr %4, i64 16
  store <4 x float> %995, ptr %996, align 4
  %997 = getelementptr float, ptr %4, i64 20
  %998 = load <4 x float>, ptr %997, align 4
  %999 = getelementptr float, ptr %3, i64 108
  %1000 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %999, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %1001 = getelementptr float, ptr %1, i64 43
  %1002 = load float, ptr %1001, align 4
  %1003 = insertelement <4 x float> poison, float %1002, i32 0
  %1004 = shufflevector <4 x float> %1003, <4 x float> poison, <4 x i32> zeroinitializer
  %1005 = fmul contract <4 x float> %1000, %1004
  %1006 = fadd contract <4 x float> %998, %1005
  %1007 = getelementptr float, ptr %4, i64 20
  store <4 x float> %1006, ptr %1007, align 4
  %1008 = getelementptr float, ptr %4, i64 0
  %1009 = load <4 x float>, ptr %1008, align 4
  %1010 = getelementptr float, ptr %3, i64 112
  %1011 = load <4 x float>, ptr %1010, align 4
  %1012 = getelementptr float, ptr %1, i64 8
  %1013 = load float, ptr %1012, align 4
  %1014 = insertelement <4 x float> poison, float %1013, i32 0
  %1015 = shufflevector <4 x float> %1014, <4 x float> poison, <4 x i32> zeroinitializer
  %1016 = fmul contract <4 x float> %1011, %1015
  %1017 = fadd contract <4 x float> %1009, %1016
  %1018 = getelementptr float, ptr %4, i64 0
  store <4 x float> %1017, ptr %1018, align 4
  %1019 = getelementptr float, ptr %4, i64 4
  %1020 = load <4 x float>, ptr %1019, align 4
  %1021 = getelementptr float, ptr %3, i64 116
  %1022 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %1021, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %1023 = getelementptr float, ptr %1, i64 8
  %1024 = load float, ptr %1023, align 4
  %1025 = insertelement <4 x float> poison, float %1024, i32 0
  %1026 = shufflevector <4 x float> %1025, <4 x float> poison, <4 x i32> zeroinitializer
  %1027 = fmul contract <4 x float> %1022, %1026
  %1028 = fadd contract <4 x float> %1020, %1027
  %1029 = getelementptr float, ptr %4, i64 4
  store <4 x float> %1028, ptr %1029, align 4
  %1030 = getelementptr float, ptr %4, i64 8
  %1031 = load <4 x float>, ptr %1030, align 4
  %1032 = getelementptr float, ptr %3, i64 112
  %1033 = load <4 x float>, ptr %1032, align 4
  %1034 = getelementptr float, ptr %1, i64 26
  %1035 = load float, ptr %1034, align 4
  %1036 = insertelement <4 x float> poison, float %1035, i32 0
  %1037 = shufflevector <4 x float> %1036, <4 x float> poison, <4 x i32> zeroinitializer
  %1038 = fmul contract <4 x float> %1033, %1037
  %1039 = fadd contract <4 x float> %1031, %1038
  %1040 = getelementptr float, ptr %4, i64 8
  store <4 x float> %1039, ptr %1040, align 4
  %1041 = getelementptr float, ptr %4, i64 12
  %1042 = load <4 x float>, ptr %1041, align 4
  %1043 = getelementptr float, ptr %3, i64 116
  %1044 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %1043, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %1045 = getelementptr float, ptr %1, i64 26
  %1046 = load float, ptr %1045, align 4
  %1047 = insertelement <4 x float> poison, float %1046, i32 0
  %1048 = shufflevector <4 x float> %1047, <4 x float> poison, <4 x i32> zeroinitializer
  %1049 = fmul contract <4 x float> %1044, %1048
  %1050 = fadd contract <4 x float> %1042, %1049
  %1051 = getelementptr float, ptr %4, i64 12
  store <4 x float> %1050, ptr %1051, align 4
  %1052 = getelementptr float, ptr %4, i64 16
  %1053 = load <4 x float>, ptr %1052, align 4
  %1054 = getelementptr float, ptr %3, i64 112
  %1055 = load <4 x float>, ptr %1054, align 4
  %1056 = getelementptr float, ptr %1, i64 44
  %1057 = load float, ptr %1056, align 4
  %1058 = insertelement <4 x float> poison, float %1057, i32 0
  %1059 = shufflevector <4 x float> %1058, <4 x float> poison, <4 x i32> zeroinitializer
  %1060 = fmul contract <4 x float> %1055, %1059
  %1061 = fadd contract <4 x float> %1053, %1060
  %1062 = getelementptr float, ptr %4, i64 16
  store <4 x float> %1061, ptr %1062, align 4
  %1063 = getelementptr float, ptr %4, i64 20
  %1064 = load <4 x float>, ptr %1063, align 4
  %1065 = getelementptr float, ptr %3, i64 116
  %1066 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %1065, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %1067 = getelementptr float, ptr %1, i64 44
  %1068 = load float, ptr %1067, align 4
  %1069 = insertelement <4 x float> poison, float %1068, i32 0
  %1070 = shufflevector <4 x float> %1069, <4 x float> poison, <4 x i32> zeroinitializer
  %1071 = fmul contract <4 x float> %1066, %1070
  %1072 = fadd contract <4 x float> %1064, %1071
  %1073 = getelementptr float, ptr %4, i64 20
  store <4 x float> %1072, ptr %1073, align 4
  %1074 = getelementptr float, ptr %4, i64 0
  %1075 = load <4 x float>, ptr %1074, align 4
  %1076 = getelementptr float, ptr %3, i64 120
  %1077 = load <4 x float>, ptr %1076, align 4
  %1078 = getelementptr float, ptr %1, i64 15
  %1079 = load float, ptr %1078, align 4
  %1080 = insertelement <4 x float> poison, float %1079, i32 0
  %1081 = shufflevector <4 x float> %1080, <4 x float> poison, <4 x i32> zeroinitializer
  %1082 = fmul contract <4 x float> %1077, %1081
  %1083 = fadd contract <4 x float> %1075, %1082
  %1084 = getelementptr float, ptr %4, i64 0
  store <4 x float> %1083, ptr %1084, align 4
  %1085 = getelementptr float, ptr %4, i64 4
  %1086 = load <4 x float>, ptr %1085, align 4
  %1087 = getelementptr float, ptr %3, i64 124
  %1088 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %1087, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %1089 = getelementptr float, ptr %1, i64 15
  %1090 = load float, ptr %1089, align 4
  %1091 = insertelement <4 x float> poison, float %1090, i32 0
  %1092 = shufflevector <4 x float> %1091, <4 x float> poison, <4 x i32> zeroinitializer
  %1093 = fmul contract <4 x float> %1088, %1092
  %1094 = fadd contract <4 x float> %1086, %1093
  %1095 = getelementptr float, ptr %4, i64 4
  store <4 x float> %1094, ptr %1095, align 4
  %1096 = getelementptr float, ptr %4, i64 8
  %1097 = load <4 x float>, ptr %1096, align 4
  %1098 = getelementptr float, ptr %3, i64 120
  %1099 = load <4 x float>, ptr %1098, align 4
  %1100 = getelementptr float, ptr %1, i64 33
  %1101 = load float, ptr %1100, align 4
  %1102 = insertelement <4 x float> poison, float %1101, i32 0
  %1103 = shufflevector <4 x float> %1102, <4 x float> poison, <4 x i32> zeroinitializer
  %1104 = fmul contract <4 x float> %1099, %1103
  %1105 = fadd contract <4 x float> %1097, %1104
  %1106 = getelementptr float, ptr %4, i64 8
  store <4 x float> %1105, ptr %1106, align 4
  %1107 = getelementptr float, ptr %4, i64 12
  %1108 = load <4 x float>, ptr %1107, align 4
  %1109 = getelementptr float, ptr %3, i64 124
  %1110 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %1109, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %1111 = getelementptr float, ptr %1, i64 33
  %1112 = load float, ptr %1111, align 4
  %1113 = insertelement <4 x float> poison, float %1112, i32 0
  %1114 = shufflevector <4 x float> %1113, <4 x float> poison, <4 x i32> zeroinitializer
  %1115 = fmul contract <4 x float> %1110, %1114
  %1116 = fadd contract <4 x float> %1108, %1115
  %1117 = getelementptr float, ptr %4, i64 12
  store <4 x float> %1116, ptr %1117, align 4
  %1118 = getelementptr float, ptr %4, i64 16
  %1119 = load <4 x float>, ptr %1118, align 4
  %1120 = getelementptr float, ptr %3, i64 120
  %1121 = load <4 x float>, ptr %1120, align 4
  %1122 = getelementptr float, ptr %1, i64 51
  %1123 = load float, ptr %1122, align 4
  %1124 = insertelement <4 x float> poison, float %1123, i32 0
  %1125 = shufflevector <4 x float> %1124, <4 x float> poison, <4 x i32> zeroinitializer
  %1126 = fmul contract <4 x float> %1121, %1125
  %1127 = fadd contract <4 x float> %1119, %1126
  %1128 = getelementptr float, ptr %4, i64 16
  store <4 x float> %1127, ptr %1128, align 4
  %1129 = getelementptr float, ptr %4, i64 20
  %1130 = load <4 x float>, ptr %1129, align 4
  %1131 = getelementptr float, ptr %3, i64 124
  %1132 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %1131, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %1133 = getelementptr float, ptr %1, i64 51
  %1134 = load float, ptr %1133, align 4
  %1135 = insertelement <4 x float> poison, float %1134, i32 0
  %1136 = shufflevector <4 x float> %1135, <4 x float> poison, <4 x i32> zeroinitializer
  %1137 = fmul contract <4 x float> %1132, %1136
  %1138 = fadd contract <4 x float> %1130, %1137
  %1139 = getelementptr float, ptr %4, i64 20
  store <4 x float> %1138, ptr %1139, align 4
  %1140 = getelementptr float, ptr %4, i64 0
  %1141 = load <4 x float>, ptr %1140, align 4
  %1142 = getelementptr float, ptr %3, i64 128
  %1143 = load <4 x float>, ptr %1142, align 4
  %1144 = getelementptr float, ptr %1, i64 16
  %1145 = load float, ptr %1144, align 4
  %1146 = insertelement <4 x float> poison, float %1145, i32 0
  %1147 = shufflevector <4 x float> %1146, <4 x float> poison, <4 x i32> zeroinitializer
  %1148 = fmul contract <4 x float> %1143, %1147
  %1149 = fadd contract <4 x float> %1141, %1148
  %1150 = getelementptr float, ptr %4, i64 0
  store <4 x float> %1149, ptr %1150, align 4
  %1151 = getelementptr float, ptr %4, i64 4
  %1152 = load <4 x float>, ptr %1151, align 4
  %1153 = getelementptr float, ptr %3, i64 132
  %1154 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %1153, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %1155 = getelementptr float, ptr %1, i64 16
  %1156 = load float, ptr %1155, align 4
  %1157 = insertelement <4 x float> poison, float %1156, i32 0
  %1158 = shufflevector <4 x float> %1157, <4 x float> poison, <4 x i32> zeroinitializer
  %1159 = fmul contract <4 x float> %1154, %1158
  %1160 = fadd contract <4 x float> %1152, %1159
  %1161 = getelementptr float, ptr %4, i64 4
  store <4 x float> %1160, ptr %1161, align 4
  %1162 = getelementptr float, ptr %4, i64 8
  %1163 = load <4 x float>, ptr %1162, align 4
  %1164 = getelementptr float, ptr %3, i64 128
  %1165 = load <4 x float>, ptr %1164, align 4
  %1166 = getelementptr float, ptr %1, i64 34
  %1167 = load float, ptr %1166, align 4
  %1168 = insertelement <4 x float> poison, float %1167, i32 0
  %1169 = shufflevector <4 x float> %1168, <4 x float> poison, <4 x i32> zeroinitializer
  %1170 = fmul contract <4 x float> %1165, %1169
  %1171 = fadd contract <4 x float> %1163, %1170
  %1172 = getelementptr float, ptr %4, i64 8
  store <4 x float> %1171, ptr %1172, align 4
  %1173 = getelementptr float, ptr %4, i64 12
  %1174 = load <4 x float>, ptr %1173, align 4
  %1175 = getelementptr float, ptr %3, i64 132
  %1176 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %1175, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %1177 = getelementptr float, ptr %1, i64 34
  %1178 = load float, ptr %1177, align 4
  %1179 = insertelement <4 x float> poison, float %1178, i32 0
  %1180 = shufflevector <4 x float> %1179, <4 x float> poison, <4 x i32> zeroinitializer
  %1181 = fmul contract <4 x float> %1176, %1180
  %1182 = fadd contract <4 x float> %1174, %1181
  %1183 = getelementptr float, ptr %4, i64 12
  store <4 x float> %1182, ptr %1183, align 4
  %1184 = getelementptr float, ptr %4, i64 16
  %1185 = load <4 x float>, ptr %1184, align 4
  %1186 = getelementptr float, ptr %3, i64 128
  %1187 = load <4 x float>, ptr %1186, align 4
  %1188 = getelementptr float, ptr %1, i64 52
  %1189 = load float, ptr %1188, align 4
  %1190 = insertelement <4 x float> poison, float %1189, i32 0
  %1191 = shufflevector <4 x float> %1190, <4 x float> poison, <4 x i32> zeroinitializer
  %1192 = fmul contract <4 x float> %1187, %1191
  %1193 = fadd contract <4 x float> %1185, %1192
  %1194 = getelementptr float, ptr %4, i64 16
  store <4 x float> %1193, ptr %1194, align 4
  %1195 = getelementptr float, ptr %4, i64 20
  %1196 = load <4 x float>, ptr %1195, align 4
  %1197 = getelementptr float, ptr %3, i64 132
  %1198 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %1197, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %1199 = getelementptr float, ptr %1, i64 52
  %1200 = load float, ptr %1199, align 4
  %1201 = insertelement <4 x float> poison, float %1200, i32 0
  %1202 = shufflevector <4 x float> %1201, <4 x float> poison, <4 x i32> zeroinitializer
  %1203 = fmul contract <4 x float> %1198, %1202
  %1204 = fadd contract <4 x float> %1196, %1203
  %1205 = getelementptr float, ptr %4, i64 20
  store <4 x float> %1204, ptr %1205, align 4
  %1206 = getelementptr float, ptr %4, i64 0
  %1207 = load <4 x float>, ptr %1206, align 4
  %1208 = getelementptr float, ptr %3, i64 136
  %1209 = load <4 x float>, ptr %1208, align 4
  %1210 = getelementptr float, ptr %1, i64 17
  %1211 = load float, ptr %1210, align 4
  %1212 = insertelement <4 x float> poison, float %1211, i32 0
  %1213 = shufflevector <4 x float> %1212, <4 x float> poison, <4 x i32> zeroinitializer
  %1214 = fmul contract <4 x float> %1209, %1213
  %1215 = fadd contract <4 x float> %1207, %1214
  %1216 = getelementptr float, ptr %4, i64 0
  store <4 x float> %1215, ptr %1216, align 4
  %1217 = getelementptr float, ptr %4, i64 4
  %1218 = load <4 x float>, ptr %1217, align 4
  %1219 = getelementptr float, ptr %3, i64 140
  %1220 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %1219, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %1221 = getelementptr float, ptr %1, i64 17
  %1222 = load float, ptr %1221, align 4
  %1223 = insertelement <4 x float> poison, float %1222, i32 0
  %1224 = shufflevector <4 x float> %1223, <4 x float> poison, <4 x i32> zeroinitializer
  %1225 = fmul contract <4 x float> %1220, %1224
  %1226 = fadd contract <4 x float> %1218, %1225
  %1227 = getelementptr float, ptr %4, i64 4
  store <4 x float> %1226, ptr %1227, align 4
  %1228 = getelementptr float, ptr %4, i64 8
  %1229 = load <4 x float>, ptr %1228, align 4
  %1230 = getelementptr float, ptr %3, i64 136
  %1231 = load <4 x float>, ptr %1230, align 4
  %1232 = getelementptr float, ptr %1, i64 35
  %1233 = load float, ptr %1232, align 4
  %1234 = insertelement <4 x float> poison, float %1233, i32 0
  %1235 = shufflevector <4 x float> %1234, <4 x float> poison, <4 x i32> zeroinitializer
  %1236 = fmul contract <4 x float> %1231, %1235
  %1237 = fadd contract <4 x float> %1229, %1236
  %1238 = getelementptr float, ptr %4, i64 8
  store <4 x float> %1237, ptr %1238, align 4
  %1239 = getelementptr float, ptr %4, i64 12
  %1240 = load <4 x float>, ptr %1239, align 4
  %1241 = getelementptr float, ptr %3, i64 140
  %1242 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %1241, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %1243 = getelementptr float, ptr %1, i64 35
  %1244 = load float, ptr %1243, align 4
  %1245 = insertelement <4 x float> poison, float %1244, i32 0
  %1246 = shufflevector <4 x float> %1245, <4 x float> poison, <4 x i32> zeroinitializer
  %1247 = fmul contract <4 x float> %1242, %1246
  %1248 = fadd contract <4 x float> %1240, %1247
  %1249 = getelementptr float, ptr %4, i64 12
  store <4 x float> %1248, ptr %1249, align 4
  %1250 = getelementptr float, ptr %4, i64 16
  %1251 = load <4 x float>, ptr %1250, align 4
  %1252 = getelementptr float, ptr %3, i64 136
  %1253 = load <4 x float>, ptr %1252, align 4
  %1254 = getelementptr float, ptr %1, i64 53
  %1255 = load float, ptr %1254, align 4
  %1256 = insertelement <4 x float> poison, float %1255, i32 0
  %1257 = shufflevector <4 x float> %1256, <4 x float> poison, <4 x i32> zeroinitializer
  %1258 = fmul contract <4 x float> %1253, %1257
  %1259 = fadd contract <4 x float> %1251, %1258
  %1260 = getelementptr float, ptr %4, i64 16
  store <4 x float> %1259, ptr %1260, align 4
  %1261 = getelementptr float, ptr %4, i64 20
  %1262 = load <4 x float>, ptr %1261, align 4
  %1263 = getelementptr float, ptr %3, i64 140
  %1264 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %1263, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %1265 = getelementptr float, ptr %1, i64 53
  %1266 = load float, ptr %1265, align 4
  %1267 = insertelement <4 x float> poison, float %1266, i32 0
  %1268 = shufflevector <4 x float> %1267, <4 x float> poison, <4 x i32> zeroinitializer
  %1269 = fmul contract <4 x float> %1264, %1268
  %1270 = fadd contract <4 x float> %1262, %1269
  %1271 = getelementptr float, ptr %4, i64 20
  store <4 x float> %1270, ptr %1271, align 4
  br label %fi13

else12:                                           ; preds = %fi
  br label %fi13

fi13:                                             ; preds = %else12, %then11
  %1272 = getelementptr float, ptr %4, i64 0
  %1273 = load <4 x float>, ptr %1272, align 4
  %1274 = mul i64 %y.01, 5
  %1275 = getelementptr float, ptr %2, i64 %1274
  store <4 x float> %1273, ptr %1275, align 4
  %1276 = getelementptr float, ptr %4, i64 4
  %1277 = load <4 x float>, ptr %1276, align 4
  %1278 = mul i64 %y.01, 5
  %1279 = add i64 %1278, 4
  %1280 = getelementptr float, ptr %2, i64 %1279
  call void @llvm.masked.store.v4f32.p0(<4 x float> %1277, ptr %1280, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>)
  %1281 = getelementptr float, ptr %4, i64 8
  %1282 = load <4 x float>, ptr %1281, align 4
  %1283 = mul i64 %y.01, 5
  %1284 = add i64 %1283, 25
  %1285 = getelementptr float, ptr %2, i64 %1284
  store <4 x float> %1282, ptr %1285, align 4
  %1286 = getelementptr float, ptr %4, i64 12
  %1287 = load <4 x float>, ptr %1286, align 4
  %1288 = mul i64 %y.01, 5
  %1289 = add i64 %1288, 29
  %1290 = getelementptr float, ptr %2, i64 %1289
  call void @llvm.masked.store.v4f32.p0(<4 x float> %1287, ptr %1290, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>)
  %1291 = getelementptr float, ptr %4, i64 16
  %1292 = load <4 x float>, ptr %1291, align 4
  %1293 = mul i64 %y.01, 5
  %1294 = add i64 %1293, 50
  %1295 = getelementptr float, ptr %2, i64 %1294
  store <4 x float> %1292, ptr %1295, align 4
  %1296 = getelementptr float, ptr %4, i64 20
  %1297 = load <4 x float>, ptr %1296, align 4
  %1298 = mul i64 %y.01, 5
  %1299 = add i64 %1298, 54
  %1300 = getelementptr float, ptr %2, i64 %1299
  call void @llvm.masked.store.v4f32.p0(<4 x float> %1297, ptr %1300, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>)
  %1301 = add i64 %y.01, 1
  br label %y.0, !llvm.loop !0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <4 x float> @llvm.masked.load.v4f32.p0(ptr nocapture, i32 immarg, <4 x i1>, <4 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v4f32.p0(<4 x float>, ptr nocapture, i32 immarg, <4 x i1>) #3


!0 = distinct !{!0, !1, !2, !3}
!1 = !{!"llvm.loop.vectorize.enable", i1 false}
!2 = !{!"llvm.loop.interleave.count", i32 1}
!3 = !{!"llvm.loop.unroll.disable"}
