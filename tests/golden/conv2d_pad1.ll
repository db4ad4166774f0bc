
; Function Attrs: nounwind
define void @tt_kernel(ptr noalias %0, ptr noalias %1, ptr noalias %2) #0 {
entry:
  %3 = alloca [48 x float], align 64
  %4 = alloca [24 x float], align 64
  br label %start

start:                                            ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %3, i8 0, i64 192, i1 false)
  br label %y.0

y.0:                                              ; preds = %fi18, %start
  %y.01 = phi i64 [ 0, %start ], [ %1310, %fi18 ]
  %5 = icmp slt i64 %y.01, 5
  br i1 %5, label %body, label %exit

body:                                             ; preds = %y.0
  br label %pw0.1

exit:                                             ; preds = %y.0
  ret void

pw0.1:                                            ; preds = %exit14, %body
  %pw0.14 = phi i64 [ 0, %body ], [ %87, %exit14 ]
  %6 = icmp slt i64 %pw0.14, 2
  br i1 %6, label %body2, label %exit3

body2:                                            ; preds = %pw0.1
  %7 = sub i64 %y.01, 1
  %8 = sub i64 0, %7
  %9 = icmp sgt i64 0, %8
  %10 = select i1 %9, i64 0, i64 %8
  %11 = mul i64 %y.01, -1
  %12 = add i64 %11, 6
  %13 = icmp slt i64 3, %12
  %14 = select i1 %13, i64 3, i64 %12
  %15 = icmp sgt i64 %10, %14
  %16 = select i1 %15, i64 %10, i64 %14
  %17 = add i64 0, %10
  br label %pw0.2

exit3:                                            ; preds = %pw0.1
  %18 = getelementptr float, ptr %4, i64 0
  store <4 x float> zeroinitializer, ptr %18, align 4
  %19 = getelementptr float, ptr %4, i64 4
  store <4 x float> zeroinitializer, ptr %19, align 4
  %20 = getelementptr float, ptr %4, i64 8
  store <4 x float> zeroinitializer, ptr %20, align 4
  %21 = getelementptr float, ptr %4, i64 12
  store <4 x float> zeroinitializer, ptr %21, align 4
  %22 = getelementptr float, ptr %4, i64 16
  store <4 x float> zeroinitializer, ptr %22, align 4
  %23 = getelementptr float, ptr %4, i64 20
  store <4 x float> zeroinitializer, ptr %23, align 4
  %24 = mul i64 %y.01, -1
  %25 = add i64 %24, 1
  %26 = icmp sgt i64 0, %25
  %27 = select i1 %26, i64 0, i64 %25
  %28 = icmp sle i64 %27, 0
  br i1 %28, label %then, label %else

pw0.2:                                            ; preds = %body5, %body2
  %pw0.27 = phi i64 [ 0, %body2 ], [ %39, %body5 ]
  %29 = icmp slt i64 %pw0.27, %17
  br i1 %29, label %body5, label %exit6

body5:                                            ; preds = %pw0.2
  %30 = mul i64 %pw0.14, 24
  %31 = mul i64 %pw0.27, 8
  %32 = add i64 %30, %31
  %33 = getelementptr float, ptr %3, i64 %32
  store <4 x float> zeroinitializer, ptr %33, align 4
  %34 = mul i64 %pw0.14, 24
  %35 = mul i64 %pw0.27, 8
  %36 = add i64 %34, %35
  %37 = add i64 %36, 4
  %38 = getelementptr float, ptr %3, i64 %37
  call void @llvm.masked.store.v4f32.p0(<4 x float> zeroinitializer, ptr %38, i32 4, <4 x i1> <i1 true, i1 true, i1 true, i1 false>)
  %39 = add i64 %pw0.27, 1
  br label %pw0.2, !llvm.loop !0

exit6:                                            ; preds = %pw0.2
  %40 = sub i64 %16, %10
  %41 = add i64 %10, %40
  br label %pw0.28

pw0.28:                                           ; preds = %body9, %exit6
  %pw0.211 = phi i64 [ %10, %exit6 ], [ %72, %body9 ]
  %42 = icmp slt i64 %pw0.211, %41
  br i1 %42, label %body9, label %exit10

body9:                                            ; preds = %pw0.28
  %43 = mul i64 %pw0.14, 25
  %44 = mul i64 %y.01, 5
  %45 = add i64 %43, %44
  %46 = mul i64 %pw0.211, 5
  %47 = add i64 %45, %46
  %48 = sub i64 %47, 5
  %49 = getelementptr float, ptr %0, i64 %48
  %50 = load <4 x float>, ptr %49, align 4
  %51 = shufflevector <4 x float> %50, <4 x float> poison, <4 x i32> <i32 poison, i32 0, i32 1, i32 2>
  %52 = select <4 x i1> <i1 false, i1 true, i1 true, i1 true>, <4 x float> %51, <4 x float> zeroinitializer
  %53 = mul i64 %pw0.14, 24
  %54 = mul i64 %pw0.211, 8
  %55 = add i64 %53, %54
  %56 = getelementptr float, ptr %3, i64 %55
  store <4 x float> %52, ptr %56, align 4
  %57 = mul i64 %pw0.14, 25
  %58 = mul i64 %y.01, 5
  %59 = add i64 %57, %58
  %60 = mul i64 %pw0.211, 5
  %61 = add i64 %59, %60
  %62 = sub i64 %61, 4
  %63 = getelementptr float, ptr %0, i64 %62
  %64 = load <4 x float>, ptr %63, align 4
  %65 = shufflevector <4 x float> %64, <4 x float> poison, <4 x i32> <i32 2, i32 3, i32 poison, i32 poison>
  %66 = select <4 x i1> <i1 true, i1 true, i1 false, i1 false>, <4 x float> %65, <4 x float> zeroinitializer
  %67 = mul i64 %pw0.14, 24
  %68 = mul i64 %pw0.211, 8
  %69 = add i64 %67, %68
  %70 = add i64 %69, 4
  %71 = getelementptr float, ptr %3, i64 %70
  store <4 x float> %66, ptr %71, align 4
  %72 = add i64 %pw0.211, 1
  br label %pw0.28, !llvm.loop !0

exit10:                                           ; preds = %pw0.28
  %73 = mul i64 %16, -1
  %74 = add i64 %73, 3
  %75 = add i64 %16, %74
  br label %pw0.212

pw0.212:                                          ; preds = %body13, %exit10
  %pw0.215 = phi i64 [ %16, %exit10 ], [ %86, %body13 ]
  %76 = icmp slt i64 %pw0.215, %75
  br i1 %76, label %body13, label %exit14

body13:                                           ; preds = %pw0.212
  %77 = mul i64 %pw0.14, 24
  %78 = mul i64 %pw0.215, 8
  %79 = add i64 %77, %78
  %80 = getelementptr float, ptr %3, i64 %79
  store <4 x float> zeroinitializer, ptr %80, align 4
  %81 = mul i64 %pw0.14, 24
  %82 = mul i64 %pw0.215, 8
  %83 = add i64 %81, %82
  %84 = add i64 %83, 4
  %85 = getelementptr float, ptr %3, i64 %84
  call void @llvm.masked.store.v4f32.p0(<4 x float> zeroinitializer, ptr %85, i32 4, <4 x i1> <i1 true, i1 true, i1 true, i1 false>)
  %86 = add i64 %pw0.215, 1
  br label %pw0.212, !llvm.loop !0

exit14:                                           ; preds = %pw0.212
  %87 = add i64 %pw0.14, 1
  br label %pw0.1, !llvm.loop !0

then:                                             ; preds = %exit3
  %88 = getelementptr float, ptr %4, i64 0
  %89 = load <4 x float>, ptr %88, align 4
  %90 = getelementptr float, ptr %3, i64 0
  %91 = load <4 x float>, ptr %90, align 4
  %92 = getelementptr float, ptr %1, i64 0
  %93 = load float, ptr %92, align 4
  %94 = insertelement <4 x float> poison, float %93, i32 0
  %95 = shufflevector <4 x float> %94, <4 x float> poison, <4 x i32> zeroinitializer
  %96 = fmul contract <4 x float> %91, %95
  %97 = fadd contract <4 x float> %89, %96
  %98 = getelementptr float, ptr %4, i64 0
  store <4 x float> %97, ptr %98, align 4
  %99 = getelementptr float, ptr %4, i64 4
  %100 = load <4 x float>, ptr %99, align 4
  %101 = getelementptr float, ptr %3, i64 4
  %102 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %101, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %103 = getelementptr float, ptr %1, i64 0
  %104 = load float, ptr %103, align 4
  %105 = insertelement <4 x float> poison, float %104, i32 0
  %106 = shufflevector <4 x float> %105, <4 x float> poison, <4 x i32> zeroinitializer
  %107 = fmul contract <4 x float> %102, %106
  %108 = fadd contract <4 x float> %100, %107
  %109 = getelementptr float, ptr %4, i64 4
  store <4 x float> %108, ptr %109, align 4
  %110 = getelementptr float, ptr %4, i64 8
  %111 = load <4 x float>, ptr %110, align 4
  %112 = getelementptr float, ptr %3, i64 0
  %113 = load <4 x float>, ptr %112, align 4
  %114 = getelementptr float, ptr %1, i64 18
  %115 = load float, ptr %114, align 4
  %116 = insertelement <4 x float> poison, float %115, i32 0
  %117 = shufflevector <4 x float> %116, <4 x float> poison, <4 x i32> zeroinitializer
  %118 = fmul contract <4 x float> %113, %117
  %119 = fadd contract <4 x float> %111, %118
  %120 = getelementptr float, ptr %4, i64 8
  store <4 x float> %119, ptr %120, align 4
  %121 = getelementptr float, ptr %4, i64 12
  %122 = load <4 x float>, ptr %121, align 4
  %123 = getelementptr float, ptr %3, i64 4
  %124 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %123, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %125 = getelementptr float, ptr %1, i64 18
  %126 = load float, ptr %125, align 4
  %127 = insertelement <4 x float> poison, float %126, i32 0
  %128 = shufflevector <4 x float> %127, <4 x float> poison, <4 x i32> zeroinitializer
  %129 = fmul contract <4 x float> %124, %128
  %130 = fadd contract <4 x float> %122, %129
  %131 = getelementptr float, ptr %4, i64 12
  store <4 x float> %130, ptr %131, align 4
  %132 = getelementptr float, ptr %4, i64 16
  %133 = load <4 x float>, ptr %132, align 4
  %134 = getelementptr float, ptr %3, i64 0
  %135 = load <4 x float>, ptr %134, align 4
  %136 = getelementptr float, ptr %1, i64 36
  %137 = load float, ptr %136, align 4
  %138 = insertelement <4 x float> poison, float %137, i32 0
  %139 = shufflevector <4 x float> %138, <4 x float> poison, <4 x i32> zeroinitializer
  %140 = fmul contract <4 x float> %135, %139
  %141 = fadd contract <4 x float> %133, %140
  %142 = getelementptr float, ptr %4, i64 16
  store <4 x float> %141, ptr %142, align 4
  %143 = getelementptr float, ptr %4, i64 20
  %144 = load <4 x float>, ptr %143, align 4
  %145 = getelementptr float, ptr %3, i64 4
  %146 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %145, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %147 = getelementptr float, ptr %1, i64 36
  %148 = load float, ptr %147, align 4
  %149 = insertelement <4 x float> poison, float %148, i32 0
  %150 = shufflevector <4 x float> %149, <4 x float> poison, <4 x i32> zeroinitializer
  %151 = fmul contract <4 x float> %146, %150
  %152 = fadd contract <4 x float> %144, %151
  %153 = getelementptr float, ptr %4, i64 20
  store <4 x float> %152, ptr %153, align 4
  %154 = getelementptr float, ptr %4, i64 0
  %155 = load <4 x float>, ptr %154, align 4
  %156 = getelementptr float, ptr %3, i64 1
  %157 = load <4 x float>, ptr %156, align 4
  %158 = getelementptr float, ptr %1, i64 1
  %159 = load float, ptr %158, align 4
  %160 = insertelement <4 x float> poison, float %159, i32 0
  %161 = shufflevector <4 x float> %160, <4 x float> poison, <4 x i32> zeroinitializer
  %162 = fmul contract <4 x float> %157, %161
  %163 = fadd contract <4 x float> %155, %162
  %164 = getelementptr float, ptr %4, i64 0
  store <4 x float> %163, ptr %164, align 4
  %165 = getelementptr float, ptr %4, i64 4
  %166 = load <4 x float>, ptr %165, align 4
  %167 = getelementptr float, ptr %3, i64 5
  %168 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %167, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %169 = getelementptr float, ptr %1, i64 1
  %170 = load float, ptr %169, align 4
  %171 = insertelement <4 x float> poison, float %170, i32 0
  %172 = shufflevector <4 x float> %171, <4 x float> poison, <4 x i32> zeroinitializer
  %173 = fmul contract <4 x float> %168, %172
  %174 = fadd contract <4 x float> %166, %173
  %175 = getelementptr float, ptr %4, i64 4
  store <4 x float> %174, ptr %175, align 4
  %176 = getelementptr float, ptr %4, i64 8
  %177 = load <4 x float>, ptr %176, align 4
  %178 = getelementptr float, ptr %3, i64 1
  %179 = load <4 x float>, ptr %178, align 4
  %180 = getelementptr float, ptr %1, i64 19
  %181 = load float, ptr %180, align 4
  %182 = insertelement <4 x float> poison, float %181, i32 0
  %183 = shufflevector <4 x float> %182, <4 x float> poison, <4 x i32> zeroinitializer
  %184 = fmul contract <4 x float> %179, %183
  %185 = fadd contract <4 x float> %177, %184
  %186 = getelementptr float, ptr %4, i64 8
  store <4 x float> %185, ptr %186, align 4
  %187 = getelementptr float, ptr %4, i64 12
  %188 = load <4 x float>, ptr %187, align 4
  %189 = getelementptr float, ptr %3, i64 5
  %190 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %189, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %191 = getelementptr float, ptr %1, i64 19
  %192 = load float, ptr %191, align 4
  %193 = insertelement <4 x float> poison, float %192, i32 0
  %194 = shufflevector <4 x float> %193, <4 x float> poison, <4 x i32> zeroinitializer
  %195 = fmul contract <4 x float> %190, %194
  %196 = fadd contract <4 x float> %188, %195
  %197 = getelementptr float, ptr %4, i64 12
  store <4 x float> %196, ptr %197, align 4
  %198 = getelementptr float, ptr %4, i64 16
  %199 = load <4 x float>, ptr %198, align 4
  %200 = getelementptr float, ptr %3, i64 1
  %201 = load <4 x float>, ptr %200, align 4
  %202 = getelementptr float, ptr %1, i64 37
  %203 = load float, ptr %202, align 4
  %204 = insertelement <4 x float> poison, float %203, i32 0
  %205 = shufflevector <4 x float> %204, <4 x float> poison, <4 x i32> zeroinitializer
  %206 = fmul contract <4 x float> %201, %205
  %207 = fadd contract <4 x float> %199, %206
  %208 = getelementptr float, ptr %4, i64 16
  store <4 x float> %207, ptr %208, align 4
  %209 = getelementptr float, ptr %4, i64 20
  %210 = load <4 x float>, ptr %209, align 4
  %211 = getelementptr float, ptr %3, i64 5
  %212 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %211, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %213 = getelementptr float, ptr %1, i64 37
  %214 = load float, ptr %213, align 4
  %215 = insertelement <4 x float> poison, float %214, i32 0
  %216 = shufflevector <4 x float> %215, <4 x float> poison, <4 x i32> zeroinitializer
  %217 = fmul contract <4 x float> %212, %216
  %218 = fadd contract <4 x float> %210, %217
  %219 = getelementptr float, ptr %4, i64 20
  store <4 x float> %218, ptr %219, align 4
  %220 = getelementptr float, ptr %4, i64 0
  %221 = load <4 x float>, ptr %220, align 4
  %222 = getelementptr float, ptr %3, i64 2
  %223 = load <4 x float>, ptr %222, align 4
  %224 = getelementptr float, ptr %1, i64 2
  %225 = load float, ptr %224, align 4
  %226 = insertelement <4 x float> poison, float %225, i32 0
  %227 = shufflevector <4 x float> %226, <4 x float> poison, <4 x i32> zeroinitializer
  %228 = fmul contract <4 x float> %223, %227
  %229 = fadd contract <4 x float> %221, %228
  %230 = getelementptr float, ptr %4, i64 0
  store <4 x float> %229, ptr %230, align 4
  %231 = getelementptr float, ptr %4, i64 4
  %232 = load <4 x float>, ptr %231, align 4
  %233 = getelementptr float, ptr %3, i64 6
  %234 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %233, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %235 = getelementptr float, ptr %1, i64 2
  %236 = load float, ptr %235, align 4
  %237 = insertelement <4 x float> poison, float %236, i32 0
  %238 = shufflevector <4 x float> %237, <4 x float> poison, <4 x i32> zeroinitializer
  %239 = fmul contract <4 x float> %234, %238
  %240 = fadd contract <4 x float> %232, %239
  %241 = getelementptr float, ptr %4, i64 4
  store <4 x float> %240, ptr %241, align 4
  %242 = getelementptr float, ptr %4, i64 8
  %243 = load <4 x float>, ptr %242, align 4
  %244 = getelementptr float, ptr %3, i64 2
  %245 = load <4 x float>, ptr %244, align 4
  %246 = getelementptr float, ptr %1, i64 20
  %247 = load float, ptr %246, align 4
  %248 = insertelement <4 x float> poison, float %247, i32 0
  %249 = shufflevector <4 x float> %248, <4 x float> poison, <4 x i32> zeroinitializer
  %250 = fmul contract <4 x float> %245, %249
  %251 = fadd contract <4 x float> %243, %250
  %252 = getelementptr float, ptr %4, i64 8
  store <4 x float> %251, ptr %252, align 4
  %253 = getelementptr float, ptr %4, i64 12
  %254 = load <4 x float>, ptr %253, align 4
  %255 = getelementptr float, ptr %3, i64 6
  %256 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %255, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %257 = getelementptr float, ptr %1, i64 20
  %258 = load float, ptr %257, align 4
  %259 = insertelement <4 x float> poison, float %258, i32 0
  %260 = shufflevector <4 x float> %259, <4 x float> poison, <4 x i32> zeroinitializer
  %261 = fmul contract <4 x float> %256, %260
  %262 = fadd contract <4 x float> %254, %261
  %263 = getelementptr float, ptr %4, i64 12
  store <4 x float> %262, ptr %263, align 4
  %264 = getelementptr float, ptr %4, i64 16
  %265 = load <4 x float>, ptr %264, align 4
  %266 = getelementptr float, ptr %3, i64 2
  %267 = load <4 x float>, ptr %266, align 4
  %268 = getelementptr float, ptr %1, i64 38
  %269 = load float, ptr %268, align 4
  %270 = insertelement <4 x float> poison, float %269, i32 0
  %271 = shufflevector <4 x float> %270, <4 x float> poison, <4 x i32> zeroinitializer
  %272 = fmul contract <4 x float> %267, %271
  %273 = fadd contract <4 x float> %265, %272
  %274 = getelementptr float, ptr %4, i64 16
  store <4 x float> %273, ptr %274, align 4
  %275 = getelementptr float, ptr %4, i64 20
  %276 = load <4 x float>, ptr %275, align 4
  %277 = getelementptr float, ptr %3, i64 6
  %278 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %277, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %279 = getelementptr float, ptr %1, i64 38
  %280 = load float, ptr %279, align 4
  %281 = insertelement <4 x float> poison, float %280, i32 0
  %282 = shufflevector <4 x float> %281, <4 x float> poison, <4 x i32> zeroinitializer
  %283 = fmul contract <4 x float> %278, %282
  %284 = fadd contract <4 x float> %276, %283
  %285 = getelementptr float, ptr %4, i64 20
  store <4 x float> %284, ptr %285, align 4
  %286 = getelementptr float, ptr %4, i64 0
  %287 = load <4 x float>, ptr %286, align 4
  %288 = getelementptr float, ptr %3, i64 24
  %289 = load <4 x float>, ptr %288, align 4
  %290 = getelementptr float, ptr %1, i64 9
  %291 = load float, ptr %290, align 4
  %292 = insertelement <4 x float> poison, float %291, i32 0
  %293 = shufflevector <4 x float> %292, <4 x float> poison, <4 x i32> zeroinitializer
  %294 = fmul contract <4 x float> %289, %293
  %295 = fadd contract <4 x float> %287, %294
  %296 = getelementptr float, ptr %4, i64 0
  store <4 x float> %295, ptr %296, align 4
  %297 = getelementptr float, ptr %4, i64 4
  %298 = load <4 x float>, ptr %297, align 4
  %299 = getelementptr float, ptr %3, i64 28
  %300 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %299, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %301 = getelementptr float, ptr %1, i64 9
  %302 = load float, ptr %301, align 4
  %303 = insertelement <4 x float> poison, float %302, i32 0
  %304 = shufflevector <4 x float> %303, <4 x float> poison, <4 x i32> zeroinitializer
  %305 = fmul contract <4 x float> %300, %304
  %306 = fadd contract <4 x float> %298, %305
  %307 = getelementptr float, ptr %4, i64 4
  store <4 x float> %306, ptr %307, align 4
  %308 = getelementptr float, ptr %4, i64 8
  %309 = load <4 x float>, ptr %308, align 4
  %310 = getelementptr float, ptr %3, i64 24
  %311 = load <4 x float>, ptr %310, align 4
  %312 = getelementptr float, ptr %1, i64 27
  %313 = load float, ptr %312, align 4
  %314 = insertelement <4 x float> poison, float %313, i32 0
  %315 = shufflevector <4 x float> %314, <4 x float> poison, <4 x i32> zeroinitializer
  %316 = fmul contract <4 x float> %311, %315
  %317 = fadd contract <4 x float> %309, %316
  %318 = getelementptr float, ptr %4, i64 8
  store <4 x float> %317, ptr %318, align 4
  %319 = getelementptr float, ptr %4, i64 12
  %320 = load <4 x float>, ptr %319, align 4
  %321 = getelementptr float, ptr %3, i64 28
  %322 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %321, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %323 = getelementptr float, ptr %1, i64 27
  %324 = load float, ptr %323, align 4
  %325 = insertelement <4 x float> poison, float %324, i32 0
  %326 = shufflevector <4 x float> %325, <4 x float> poison, <4 x i32> zeroinitializer
  %327 = fmul contract <4 x float> %322, %326
  %328 = fadd contract <4 x float> %320, %327
  %329 = getelementptr float, ptr %4, i64 12
  store <4 x float> %328, ptr %329, align 4
  %330 = getelementptr float, ptr %4, i64 16
  %331 = load <4 x float>, ptr %330, align 4
  %332 = getelementptr float, ptr %3, i64 24
  %333 = load <4 x float>, ptr %332, align 4
  %334 = getelementptr float, ptr %1, i64 45
  %335 = load float, ptr %334, align 4
  %336 = insertelement <4 x float> poison, float %335, i32 0
  %337 = shufflevector <4 x float> %336, <4 x float> poison, <4 x i32> zeroinitializer
  %338 = fmul contract <4 x float> %333, %337
  %339 = fadd contract <4 x float> %331, %338
  %340 = getelementptr float, ptr %4, i64 16
  store <4 x float> %339, ptr %340, align 4
  %341 = getelementptr float, ptr %4, i64 20
  %342 = load <4 x float>, ptr %341, align 4
  %343 = getelementptr float, ptr %3, i64 28
  %344 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %343, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %345 = getelementptr float, ptr %1, i64 45
  %346 = load float, ptr %345, align 4
  %347 = insertelement <4 x float> poison, float %346, i32 0
  %348 = shufflevector <4 x float> %347, <4 x float> poison, <4 x i32> zeroinitializer
  %349 = fmul contract <4 x float> %344, %348
  %350 = fadd contract <4 x float> %342, %349
  %351 = getelementptr float, ptr %4, i64 20
  store <4 x float> %350, ptr %351, align 4
  %352 = getelementptr float, ptr %4, i64 0
  %353 = load <4 x float>, ptr %352, align 4
  %354 = getelementptr float, ptr %3, i64 25
  %355 = load <4 x float>, ptr %354, align 4
  %356 = getelementptr float, ptr %1, i64 10
  %357 = load float, ptr %356, align 4
  %358 = insertelement <4 x float> poison, float %357, i32 0
  %359 = shufflevector <4 x float> %358, <4 x float> poison, <4 x i32> zeroinitializer
  %360 = fmul contract <4 x float> %355, %359
  %361 = fadd contract <4 x float> %353, %360
  %362 = getelementptr float, ptr %4, i64 0
  store <4 x float> %361, ptr %362, align 4
  %363 = getelementptr float, ptr %4, i64 4
  %364 = load <4 x float>, ptr %363, align 4
  %365 = getelementptr float, ptr %3, i64 29
  %366 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %365, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %367 = getelementptr float, ptr %1, i64 10
  %368 = load float, ptr %367, align 4
  %369 = insertelement <4 x float> poison, float %368, i32 0
  %370 = shufflevector <4 x float> %369, <4 x float> poison, <4 x i32> zeroinitializer
  %371 = fmul contract <4 x float> %366, %370
  %372 = fadd contract <4 x float> %364, %371
  %373 = getelementptr float, ptr %4, i64 4
  store <4 x float> %372, ptr %373, align 4
  %374 = getelementptr float, ptr %4, i64 8
  %375 = load <4 x float>, ptr %374, align 4
  %376 = getelementptr float, ptr %3, i64 25
  %377 = load <4 x float>, ptr %376, align 4
  %378 = getelementptr float, ptr %1, i64 28
  %379 = load float, ptr %378, align 4
  %380 = insertelement <4 x float> poison, float %379, i32 0
  %381 = shufflevector <4 x float> %380, <4 x float> poison, <4 x i32> zeroinitializer
  %382 = fmul contract <4 x float> %377, %381
  %383 = fadd contract <4 x float> %375, %382
  %384 = getelementptr float, ptr %4, i64 8
  store <4 x float> %383, ptr %384, align 4
  %385 = getelementptr float, ptr %4, i64 12
  %386 = load <4 x float>, ptr %385, align 4
  %387 = getelementptr float, ptr %3, i64 29
  %388 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %387, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %389 = getelementptr float, ptr %1, i64 28
  %390 = load float, ptr %389, align 4
  %391 = insertelement <4 x float> poison, float %390, i32 0
  %392 = shufflevector <4 x float> %391, <4 x float> poison, <4 x i32> zeroinitializer
  %393 = fmul contract <4 x float> %388, %392
  %394 = fadd contract <4 x float> %386, %393
  %395 = getelementptr float, ptr %4, i64 12
  store <4 x float> %394, ptr %395, align 4
  %396 = getelementptr float, ptr %4, i64 16
  %397 = load <4 x float>, ptr %396, align 4
  %398 = getelementptr float, ptr %3, i64 25
  %399 = load <4 x float>, ptr %398, align 4
  %400 = getelementptr float, ptr %1, i64 46
  %401 = load float, ptr %400, align 4
  %402 = insertelement <4 x float> poison, float %401, i32 0
  %403 = shufflevector <4 x float> %402, <4 x float> poison, <4 x i32> zeroinitializer
  %404 = fmul contract <4 x float> %399, %403
  %405 = fadd contract <4 x float> %397, %404
  %406 = getelementptr float, ptr %4, i64 16
  store <4 x float> %405, ptr %406, align 4
  %407 = getelementptr float, ptr %4, i64 20
  %408 = load <4 x float>, ptr %407, align 4
  %409 = getelementptr float, ptr %3, i64 29
  %410 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %409, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %411 = getelementptr float, ptr %1, i64 46
  %412 = load float, ptr %411, align 4
  %413 = insertelement <4 x float> poison, float %412, i32 0
  %414 = shufflevector <4 x float> %413, <4 x float> poison, <4 x i32> zeroinitializer
  %415 = fmul contract <4 x float> %410, %414
  %416 = fadd contract <4 x float> %408, %415
  %417 = getelementptr float, ptr %4, i64 20
  store <4 x float> %416, ptr %417, align 4
  %418 = getelementptr float, ptr %4, i64 0
  %419 = load <4 x float>, ptr %418, align 4
  %420 = getelementptr float, ptr %3, i64 26
  %421 = load <4 x float>, ptr %420, align 4
  %422 = getelementptr float, ptr %1, i64 11
  %423 = load float, ptr %422, align 4
  %424 = insertelement <4 x float> poison, float %423, i32 0
  %425 = shufflevector <4 x float> %424, <4 x float> poison, <4 x i32> zeroinitializer
  %426 = fmul contract <4 x float> %421, %425
  %427 = fadd contract <4 x float> %419, %426
  %428 = getelementptr float, ptr %4, i64 0
  store <4 x float> %427, ptr %428, align 4
  %429 = getelementptr float, ptr %4, i64 4
  %430 = load <4 x float>, ptr %429, align 4
  %431 = getelementptr float, ptr %3, i64 30
  %432 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %431, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %433 = getelementptr float, ptr %1, i64 11
  %434 = load float, ptr %433, align 4
  %435 = insertelement <4 x float> poison, float %434, i32 0
  %436 = shufflevector <4 x float> %435, <4 x float> poison, <4 x i32> zeroinitializer
  %437 = fmul contract <4 x float> %432, %436
  %438 = fadd contract <4 x float> %430, %437
  %439 = getelementptr float, ptr %4, i64 4
  store <4 x float> %438, ptr %439, align 4
  %440 = getelementptr float, ptr %4, i64 8
  %441 = load <4 x float>, ptr %440, align 4
  %442 = getelementptr float, ptr %3, i64 26
  %443 = load <4 x float>, ptr %442, align 4
  %444 = getelementptr float, ptr %1, i64 29
  %445 = load float, ptr %444, align 4
  %446 = insertelement <4 x float> poison, float %445, i32 0
  %447 = shufflevector <4 x float> %446, <4 x float> poison, <4 x i32> zeroinitializer
  %448 = fmul contract <4 x float> %443, %447
  %449 = fadd contract <4 x float> %441, %448
  %450 = getelementptr float, ptr %4, i64 8
  store <4 x float> %449, ptr %450, align 4
  %451 = getelementptr float, ptr %4, i64 12
  %452 = load <4 x float>, ptr %451, align 4
  %453 = getelementptr float, ptr %3, i64 30
  %454 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %453, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %455 = getelementptr float, ptr %1, i64 29
  %456 = load float, ptr %455, align 4
  %457 = insertelement <4 x float> poison, float %456, i32 0
  %458 = shufflevector <4 x float> %457, <4 x float> poison, <4 x i32> zeroinitializer
  %459 = fmul contract <4 x float> %454, %458
  %460 = fadd contract <4 x float> %452, %459
  %461 = getelementptr float, ptr %4, i64 12
  store <4 x float> %460, ptr %461, align 4
  %462 = getelementptr float, ptr %4, i64 16
  %463 = load <4 x float>, ptr %462, align 4
  %464 = getelementptr float, ptr %3, i64 26
  %465 = load <4 x float>, ptr %464, align 4
  %466 = getelementptr float, ptr %1, i64 47
  %467 = load float, ptr %466, align 4
  %468 = insertelement <4 x float> poison, float %467, i32 0
  %469 = shufflevector <4 x float> %468, <4 x float> poison, <4 x i32> zeroinitializer
  %470 = fmul contract <4 x float> %465, %469
  %471 = fadd contract <4 x float> %463, %470
  %472 = getelementptr float, ptr %4, i64 16
  store <4 x float> %471, ptr %472, align 4
  %473 = getelementptr float, ptr %4, i64 20
  %474 = load <4 x float>, ptr %473, align 4
  %475 = getelementptr float, ptr %3, i64 30
  %476 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %475, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %477 = getelementptr float, ptr %1, i64 47
  %478 = load float, ptr %477, align 4
  %479 = insertelement <4 x float> poison, float %478, i32 0
  %480 = shufflevector <4 x float> %479, <4 x float> poison, <4 x i32> zeroinitializer
  %481 = fmul contract <4 x float> %476, %480
  %482 = fadd contract <4 x float> %474, %481
  %483 = getelementptr float, ptr %4, i64 20
  store <4 x float> %482, ptr %483, align 4
  br label %fi

else:                                             ; preds = %exit3
  br label %fi

fi:                                               ; preds = %else, %then
  %484 = getelementptr float, ptr %4, i64 0
  %485 = load <4 x float>, ptr %484, align 4
  %486 = getelementptr float, ptr %3, i64 8
  %487 = load <4 x float>, ptr %486, align 4
  %488 = getelementptr float, ptr %1, i64 3
  %489 = load float, ptr %488, align 4
  %490 = insertelement <4 x float> poison, float %489, i32 0
  %491 = shufflevector <4 x float> %490, <4 x float> poison, <4 x i32> zeroinitializer
  %492 = fmul contract <4 x float> %487, %491
  %493 = fadd contract <4 x float> %485, %492
  %494 = getelementptr float, ptr %4, i64 0
  store <4 x float> %493, ptr %494, align 4
  %495 = getelementptr float, ptr %4, i64 4
  %496 = load <4 x float>, ptr %495, align 4
  %497 = getelementptr float, ptr %3, i64 12
  %498 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %497, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %499 = getelementptr float, ptr %1, i64 3
  %500 = load float, ptr %499, align 4
  %501 = insertelement <4 x float> poison, float %500, i32 0
  %502 = shufflevector <4 x float> %501, <4 x float> poison, <4 x i32> zeroinitializer
  %503 = fmul contract <4 x float> %498, %502
  %504 = fadd contract <4 x float> %496, %503
  %505 = getelementptr float, ptr %4, i64 4
  store <4 x float> %504, ptr %505, align 4
  %506 = getelementptr float, ptr %4, i64 8
  %507 = load <4 x float>, ptr %506, align 4
  %508 = getelementptr float, ptr %3, i64 8
  %509 = load <4 x float>, ptr %508, align 4
  %510 = getelementptr float, ptr %1, i64 21
  %511 = load float, ptr %510, align 4
  %512 = insertelement <4 x float> poison, float %511, i32 0
  %513 = shufflevector <4 x float> %512, <4 x float> poison, <4 x i32> zeroinitializer
  %514 = fmul contract <4 x float> %509, %513
  %515 = fadd contract <4 x float> %507, %514
  %516 = getelementptr float, ptr %4, i64 8
  store <4 x float> %515, ptr %516, align 4
  %517 = getelementptr float, ptr %4, i64 12
  %518 = load <4 x float>, ptr %517, align 4
  %519 = getelementptr float, ptr %3, i64 12
  %520 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %519, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %521 = getelementptr float, ptr %1, i64 21
  %522 = load float, ptr %521, align 4
  %523 = insertelement <4 x float> poison, float %522, i32 0
  %524 = shufflevector <4 x float> %523, <4 x float> poison, <4 x i32> zeroinitializer
  %525 = fmul contract <4 x float> %520, %524
  %526 = fadd contract <4 x float> %518, %525
  %527 = getelementptr float, ptr %4, i64 12
  store <4 x float> %526, ptr %527, align 4
  %528 = getelementptr float, ptr %4, i64 16
  %529 = load <4 x float>, ptr %528, align 4
  %530 = getelementptr float, ptr %3, i64 8
  %531 = load <4 x float>, ptr %530, align 4
  %532 = getelementptr float, ptr %1, i64 39
  %533 = load float, ptr %532, align 4
  %534 = insertelement <4 x float> poison, float %533, i32 0
  %535 = shufflevector <4 x float> %534, <4 x float> poison, <4 x i32> zeroinitializer
  %536 = fmul contract <4 x float> %531, %535
  %537 = fadd contract <4 x float> %529, %536
  %538 = getelementptr float, ptr %4, i64 16
  store <4 x float> %537, ptr %538, align 4
  %539 = getelementptr float, ptr %4, i64 20
  %540 = load <4 x float>, ptr %539, align 4
  %541 = getelementptr float, ptr %3, i64 12
  %542 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %541, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %543 = getelementptr float, ptr %1, i64 39
  %544 = load float, ptr %543, align 4
  %545 = insertelement <4 x float> poison, float %544, i32 0
  %546 = shufflevector <4 x float> %545, <4 x float> poison, <4 x i32> zeroinitializer
  %547 = fmul contract <4 x float> %542, %546
  %548 = fadd contract <4 x float> %540, %547
  %549 = getelementptr float, ptr %4, i64 20
  store <4 x float> %548, ptr %549, align 4
  %550 = getelementptr float, ptr %4, i64 0
  %551 = load <4 x float>, ptr %550, align 4
  %552 = getelementptr float, ptr %3, i64 9
  %553 = load <4 x float>, ptr %552, align 4
  %554 = getelementptr float, ptr %1, i64 4
  %555 = load float, ptr %554, align 4
  %556 = insertelement <4 x float> poison, float %555, i32 0
  %557 = shufflevector <4 x float> %556, <4 x float> poison, <4 x i32> zeroinitializer
  %558 = fmul contract <4 x float> %553, %557
  %559 = fadd contract <4 x float> %551, %558
  %560 = getelementptr float, ptr %4, i64 0
  store <4 x float> %559, ptr %560, align 4
  %561 = getelementptr float, ptr %4, i64 4
  %562 = load <4 x float>, ptr %561, align 4
  %563 = getelementptr float, ptr %3, i64 13
  %564 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %563, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %565 = getelementptr float, ptr %1, i64 4
  %566 = load float, ptr %565, align 4
  %567 = insertelement <4 x float> poison, float %566, i32 0
  %568 = shufflevector <4 x float> %567, <4 x float> poison, <4 x i32> zeroinitializer
  %569 = fmul contract <4 x float> %564, %568
  %570 = fadd contract <4 x float> %562, %569
  %571 = getelementptr float, ptr %4, i64 4
  store <4 x float> %570, ptr %571, align 4
  %572 = getelementptr float, ptr %4, i64 8
  %573 = load <4 x float>, ptr %572, align 4
  %574 = getelementptr float, ptr %3, i64 9
  %575 = load <4 x float>, ptr %574, align 4
  %576 = getelementptr float, ptr %1, i64 22
  %577 = load float, ptr %576, align 4
  %578 = insertelement <4 x float> poison, float %577, i32 0
  %579 = shufflevector <4 x float> %578, <4 x float> poison, <4 x i32> zeroinitializer
  %580 = fmul contract <4 x float> %575, %579
  %581 = fadd contract <4 x float> %573, %580
  %582 = getelementptr float, ptr %4, i64 8
  store <4 x float> %581, ptr %582, align 4
  %583 = getelementptr float, ptr %4, i64 12
  %584 = load <4 x float>, ptr %583, align 4
  %585 = getelementptr float, ptr %3, i64 13
  %586 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %585, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %587 = getelementptr float, ptr %1, i64 22
  %588 = load float, ptr %587, align 4
  %589 = insertelement <4 x float> poison, float %588, i32 0
  %590 = shufflevector <4 x float> %589, <4 x float> poison, <4 x i32> zeroinitializer
  %591 = fmul contract <4 x float> %586, %590
  %592 = fadd contract <4 x float> %584, %591
  %593 = getelementptr float, ptr %4, i64 12
  store <4 x float> %592, ptr %593, align 4
  %594 = getelementptr float, ptr %4, i64 16
  %595 = load <4 x float>, ptr %594, align 4
  %596 = getelementptr float, ptr %3, i64 9
  %597 = load <4 x float>, ptr %596, align 4
  %598 = getelementptr float, ptr %1, i64 40
  %599 = load float, ptr %598, align 4
  %600 = insertelement <4 x float> poison, float %599, i32 0
  %601 = shufflevector <4 x float> %600, <4 x float> poison, <4 x i32> zeroinitializer
  %602 = fmul contract <4 x float> %597, %601
  %603 = fadd contract <4 x float> %595, %602
  %604 = getelementptr float, ptr %4, i64 16
  store <4 x float> %603, ptr %604, align 4
  %605 = getelementptr float, ptr %4, i64 20
  %606 = load <4 x float>, ptr %605, align 4
  %607 = getelementptr float, ptr %3, i64 13
  %608 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %607, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %609 = getelementptr float, ptr %1, i64 40
  %610 = load float, ptr %609, align 4
  %611 = insertelement <4 x float> poison, float %610, i32 0
  %612 = shufflevector <4 x float> %611, <4 x float> poison, <4 x i32> zeroinitializer
  %613 = fmul contract <4 x float> %608, %612
  %614 = fadd contract <4 x float> %606, %613
  %615 = getelementptr float, ptr %4, i64 20
  store <4 x float> %614, ptr %615, align 4
  %616 = getelementptr float, ptr %4, i64 0
  %617 = load <4 x float>, ptr %616, align 4
  %618 = getelementptr float, ptr %3, i64 10
  %619 = load <4 x float>, ptr %618, align 4
  %620 = getelementptr float, ptr %1, i64 5
  %621 = load float, ptr %620, align 4
  %622 = insertelement <4 x float> poison, float %621, i32 0
  %623 = shufflevector <4 x float> %622, <4 x float> poison, <4 x i32> zeroinitializer
  %624 = fmul contract <4 x float> %619, %623
  %625 = fadd contract <4 x float> %617, %624
  %626 = getelementptr float, ptr %4, i64 0
  store <4 x float> %625, ptr %626, align 4
  %627 = getelementptr float, ptr %4, i64 4
  %628 = load <4 x float>, ptr %627, align 4
  %629 = getelementptr float, ptr %3, i64 14
  %630 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %629, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %631 = getelementptr float, ptr %1, i64 5
  %632 = load float, ptr %631, align 4
  %633 = insertelement <4 x float> poison, float %632, i32 0
  %634 = shufflevector <4 x float> %633, <4 x float> poison, <4 x i32> zeroinitializer
  %635 = fmul contract <4 x float> %630, %634
  %636 = fadd contract <4 x float> %628, %635
  %637 = getelementptr float, ptr %4, i64 4
  store <4 x float> %636, ptr %637, align 4
  %638 = getelementptr float, ptr %4, i64 8
  %639 = load <4 x float>, ptr %638, align 4
  %640 = getelementptr float, ptr %3, i64 10
  %641 = load <4 x float>, ptr %640, align 4
  %642 = getelementptr float, ptr %1, i64 23
  %643 = load float, ptr %642, align 4
  %644 = insertelement <4 x float> poison, float %643, i32 0
  %645 = shufflevector <4 x float> %644, <4 x float> poison, <4 x i32> zeroinitializer
  %646 = fmul contract <4 x float> %641, %645
  %647 = fadd contract <4 x float> %639, %646
  %648 = getelementptr float, ptr %4, i64 8
  store <4 x float> %647, ptr %648, align 4
  %649 = getelementptr float, ptr %4, i64 12
  %650 = load <4 x float>, ptr %649, align 4
  %651 = getelementptr float, ptr %3, i64 14
  %652 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %651, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %653 = getelementptr float, ptr %1, i64 23
  %654 = load float, ptr %653, align 4
  %655 = insertelement <4 x float> poison, float %654, i32 0
  %656 = shufflevector <4 x float> %655, <4 x float> poison, <4 x i32> zeroinitializer
  %657 = fmul contract <4 x float> %652, %656
  %658 = fadd contract <4 x float> %650, %657
  %659 = getelementptr float, ptr %4, i64 12
  store <4 x float> %658, ptr %659, align 4
  %660 = getelementptr float, ptr %4, i64 16
  %661 = load <4 x float>, ptr %660, align 4
  %662 = getelementptr float, ptr %3, i64 10
  %663 = load <4 x float>, ptr %662, align 4
  %664 = getelementptr float, ptr %1, i64 41
  %665 = load float, ptr %664, align 4
  %666 = insertelement <4 x float> poison, float %665, i32 0
  %667 = shufflevector <4 x float> %666, <4 x float> poison, <4 x i32> zeroinitializer
  %668 = fmul contract <4 x float> %663, %667
  %669 = fadd contract <4 x float> %661, %668
  %670 = getelementptr float, ptr %4, i64 16
  store <4 x float> %669, ptr %670, align 4
  %671 = getelementptr float, ptr %4, i64 20
  %672 = load <4 x float>, ptr %671, align 4
  %673 = getelementptr float, ptr %3, i64 14
  %674 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %673, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %675 = getelementptr float, ptr %1, i64 41
  %676 = load float, ptr %675, align 4
  %677 = insertelement <4 x float> poison, float %676, i32 0
  %678 = shufflevector <4 x float> %677, <4 x float> poison, <4 x i32> zeroinitializer
  %679 = fmul contract <4 x float> %674, %678
  %680 = fadd contract <4 x float> %672, %679
  %681 = getelementptr float, ptr %4, i64 20
  store <4 x float> %680, ptr %681, align 4
  %682 = getelementptr float, ptr %4, i64 0
  %683 = load <4 x float>, ptr %682, align 4
  %684 = getelementptr float, ptr %3, i64 32
  %685 = load <4 x float>, ptr %684, align 4
  %686 = getelementptr float, ptr %1, i64 12
  %687 = load float, ptr %686, align 4
  %688 = insertelement <4 x float> poison, float %687, i32 0
  %689 = shufflevector <4 x float> %688, <4 x float> poison, <4 x i32> zeroinitializer
  %690 = fmul contract <4 x float> %685, %689
  %691 = fadd contract <4 x float> %683, %690
  %692 = getelementptr float, ptr %4, i64 0
  store <4 x float> %691, ptr %692, align 4
  %693 = getelementptr float, ptr %4, i64 4
  %694 = load <4 x float>, ptr %693, align 4
  %695 = getelementptr float, ptr %3, i64 36
  %696 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %695, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %697 = getelementptr float, ptr %1, i64 12
  %698 = load float, ptr %697, align 4
  %699 = insertelement <4 x float> poison, float %698, i32 0
  %700 = shufflevector <4 x float> %699, <4 x float> poison, <4 x i32> zeroinitializer
  %701 = fmul contract <4 x float> %696, %700
  %702 = fadd contract <4 x float> %694, %701
  %703 = getelementptr float, ptr %4, i64 4
  store <4 x float> %702, ptr %703, align 4
  %704 = getelementptr float, ptr %4, i64 8
  %705 = load <4 x float>, ptr %704, align 4
  %706 = getelementptr float, ptr %3, i64 32
  %707 = load <4 x float>, ptr %706, align 4
  %708 = getelementptr float, ptr %1, i64 30
  %709 = load float, ptr %708, align 4
  %710 = insertelement <4 x float> poison, float %709, i32 0
  %711 = shufflevector <4 x float> %710, <4 x float> poison, <4 x i32> zeroinitializer
  %712 = fmul contract <4 x float> %707, %711
  %713 = fadd contract <4 x float> %705, %712
  %714 = getelementptr float, ptr %4, i64 8
  store <4 x float> %713, ptr %714, align 4
  %715 = getelementptr float, ptr %4, i64 12
  %716 = load <4 x float>, ptr %715, align 4
  %717 = getelementptr float, ptr %3, i64 36
  %718 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %717, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %719 = getelementptr float, ptr %1, i64 30
  %720 = load float, ptr %719, align 4
  %721 = insertelement <4 x float> poison, float %720, i32 0
  %722 = shufflevector <4 x float> %721, <4 x float> poison, <4 x i32> zeroinitializer
  %723 = fmul contract <4 x float> %718, %722
  %724 = fadd contract <4 x float> %716, %723
  %725 = getelementptr float, ptr %4, i64 12
  store <4 x float> %724, ptr %725, align 4
  %726 = getelementptr float, ptr %4, i64 16
  %727 = load <4 x float>, ptr %726, align 4
  %728 = getelementptr float, ptr %3, i64 32
  %729 = load <4 x float>, ptr %728, align 4
  %730 = getelementptr float, ptr %1, i64 48
  %731 = load float, ptr %730, align 4
  %732 = insertelement <4 x float> poison, float %731, i32 0
  %733 = shufflevector <4 x float> %732, <4 x float> poison, <4 x i32> zeroinitializer
  %734 = fmul contract <4 x float> %729, %733
  %735 = fadd contract <4 x float> %727, %734
  %736 = getelementptr float, ptr %4, i64 16
  store <4 x float> %735, ptr %736, align 4
  %737 = getelementptr float, ptr %4, i64 20
  %738 = load <4 x float>, ptr %737, align 4
  %739 = getelementptr float, ptr %3, i64 36
  %740 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %739, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %741 = getelementptr float, ptr %1, i64 48
  %742 = load float, ptr %741, align 4
  %743 = insertelement <4 x float> poison, float %742, i32 0
  %744 = shufflevector <4 x float> %743, <4 x float> poison, <4 x i32> zeroinitializer
  %745 = fmul contract <4 x float> %740, %744
  %746 = fadd contract <4 x float> %738, %745
  %747 = getelementptr float, ptr %4, i64 20
  store <4 x float> %746, ptr %747, align 4
  %748 = getelementptr float, ptr %4, i64 0
  %749 = load <4 x float>, ptr %748, align 4
  %750 = getelementptr float, ptr %3, i64 33
  %751 = load <4 x float>, ptr %750, align 4
  %752 = getelementptr float, ptr %1, i64 13
  %753 = load float, ptr %752, align 4
  %754 = insertelement <4 x float> poison, float %753, i32 0
  %755 = shufflevector <4 x float> %754, <4 x float> poison, <4 x i32> zeroinitializer
  %756 = fmul contract <4 x float> %751, %755
  %757 = fadd contract <4 x float> %749, %756
  %758 = getelementptr float, ptr %4, i64 0
  store <4 x float> %757, ptr %758, align 4
  %759 = getelementptr float, ptr %4, i64 4
  %760 = load <4 x float>, ptr %759, align 4
  %761 = getelementptr float, ptr %3, i64 37
  %762 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %761, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %763 = getelementptr float, ptr %1, i64 13
  %764 = load float, ptr %763, align 4
  %765 = insertelement <4 x float> poison, float %764, i32 0
  %766 = shufflevector <4 x float> %765, <4 x float> poison, <4 x i32> zeroinitializer
  %767 = fmul contract <4 x float> %762, %766
  %768 = fadd contract <4 x float> %760, %767
  %769 = getelementptr float, ptr %4, i64 4
  store <4 x float> %768, ptr %769, align 4
  %770 = getelementptr float, ptr %4, i64 8
  %771 = load <4 x float>, ptr %770, align 4
  %772 = getelementptr float, ptr %3, i64 33
  %773 = load <4 x float>, ptr %772, align 4
  %774 = getelementptr float, ptr %1, i64 31
  %775 = load float, ptr %774, align 4
  %776 = insertelement <4 x float> poison, float %775, i32 0
  %777 = shufflevector <4 x float> %776, <4 x float> poison, <4 x i32> zeroinitializer
  %778 = fmul contract <4 x float> %773, %777
  %779 = fadd contract <4 x float> %771, %778
  %780 = getelementptr float, ptr %4, i64 8
  store <4 x float> %779, ptr %780, align 4
  %781 = getelementptr float, ptr %4, i64 12
  %782 = load <4 x float>, ptr %781, align 4
  %783 = getelementptr float, ptr %3, i64 37
  %784 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %783, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %785 = getelementptr float, ptr %1, i64 31
  %786 = load float, ptr %785, align 4
  %787 = insertelement <4 x float> poison, float %786, i32 0
  %788 = shufflevector <4 x float> %787, <4 x float> poison, <4 x i32> zeroinitializer
  %789 = fmul contract <4 x float> %784, %788
  %790 = fadd contract <4 x float> %782, %789
  %791 = getelementptr float, ptr %4, i64 12
  store <4 x float> %790, ptr %791, align 4
  %792 = getelementptr float, ptr %4, i64 16
  %793 = load <4 x float>, ptr %792, align 4
  %794 = getelementptr float, ptr %3, i64 33
  %795 = load <4 x float>, ptr %794, align 4
  %796 = getelementptr float, ptr %1, i64 49
  %797 = load float, ptr %796, align 4
  %798 = insertelement <4 x float> poison, float %797, i32 0
  %799 = shufflevector <4 x float> %798, <4 x float> poison, <4 x i32> zeroinitializer
  %800 = fmul contract <4 x float> %795, %799
  %801 = fadd contract <4 x float> %793, %800
  %802 = getelementptr float, ptr %4, i64 16
  store <4 x float> %801, ptr %802, align 4
  %803 = getelementptr float, ptr %4, i64 20
  %804 = load <4 x float>, ptr %803, align 4
  %805 = getelementptr float, ptr %3, i64 37
  %806 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %805, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %807 = getelementptr float, ptr %1, i64 49
  %808 = load float, ptr %807, align 4
  %809 = insertelement <4 x float> poison, float %808, i32 0
  %810 = shufflevector <4 x float> %809, <4 x float> poison, <4 x i32> zeroinitializer
  %811 = fmul contract <4 x float> %806, %810
  %812 = fadd contract <4 x float> %804, %811
  %813 = getelementptr float, ptr %4, i64 20
  store <4 x float> %812, ptr %813, align 4
  %814 = getelementptr float, ptr %4, i64 0
  %815 = load <4 x float>, ptr %814, align 4
  %816 = getelementptr float, ptr %3, i64 34
  %817 = load <4 x float>, ptr %816, align 4
  %818 = getelementptr float, ptr %1, i64 14
  %819 = load float, ptr %818, align 4
  %820 = insertelement <4 x float> poison, float %819, i32 0
  %821 = shufflevector <4 x float> %820, <4 x float> poison, <4 x i32> zeroinitializer
  %822 = fmul contract <4 x float> %817, %821
  %823 = fadd contract <4 x float> %815, %822
  %824 = getelementptr float, ptr %4, i64 0
  store <4 x float> %823, ptr %824, align 4
  %825 = getelementptr float, ptr %4, i64 4
  %826 = load <4 x float>, ptr %825, align 4
  %827 = getelementptr float, ptr %3, i64 38
  %828 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %827, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %829 = getelementptr float, ptr %1, i64 14
  %830 = load float, ptr %829, align 4
  %831 = insertelement <4 x float> poison, float %830, i32 0
  %832 = shufflevector <4 x float> %831, <4 x float> poison, <4 x i32> zeroinitializer
  %833 = fmul contract <4 x float> %828, %832
  %834 = fadd contract <4 x float> %826, %833
  %835 = getelementptr float, ptr %4, i64 4
  store <4 x float> %834, ptr %835, align 4
  %836 = getelementptr float, ptr %4, i64 8
  %837 = load <4 x float>, ptr %836, align 4
  %838 = getelementptr float, ptr %3, i64 34
  %839 = load <4 x float>, ptr %838, align 4
  %840 = getelementptr float, ptr %1, i64 32
  %841 = load float, ptr %840, align 4
  %842 = insertelement <4 x float> poison, float %841, i32 0
  %843 = shufflevector <4 x float> %842, <4 x float> poison, <4 x i32> zeroinitializer
  %844 = fmul contract <4 x float> %839, %843
  %845 = fadd contract <4 x float> %837, %844
  %846 = getelementptr float, ptr %4, i64 8
  store <4 x float> %845, ptr %846, align 4
  %847 = getelementptr float, ptr %4, i64 12
  %848 = load <4 x float>, ptr %847, align 4
  %849 = getelementptr float, ptr %3, i64 38
  %850 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %849, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %851 = getelementptr float, ptr %1, i64 32
  %852 = load float, ptr %851, align 4
  %853 = insertelement <4 x float> poison, float %852, i32 0
  %854 = shufflevector <4 x float> %853, <4 x float> poison, <4 x i32> zeroinitializer
  %855 = fmul contract <4 x float> %850, %854
  %856 = fadd contract <4 x float> %848, %855
  %857 = getelementptr float, ptr %4, i64 12
  store <4 x float> %856, ptr %857, align 4
  %858 = getelementptr float, ptr %4, i64 16
  %859 = load <4 x float>, ptr %858, align 4
  %860 = getelementptr float, ptr %3, i64 34
  %861 = load <4 x float>, ptr %860, align 4
  %862 = getelementptr float, ptr %1, i64 50
  %863 = load float, ptr %862, align 4
  %864 = insertelement <4 x float> poison, float %863, i32 0
  %865 = shufflevector <4 x float> %864, <4 x float> poison, <4 x i32> zeroinitializer
  %866 = fmul contract <4 x float> %861, %865
  %867 = fadd contract <4 x float> %859, %866
  %868 = getelementptr float, ptr %4, i64 16
  store <4 x float> %867, ptr %868, align 4
  %869 = getelementptr float, ptr %4, i64 20
  %870 = load <4 x float>, ptr %869, align 4
  %871 = getelementptr float, ptr %3, i64 38
  %872 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %871, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %873 = getelementptr float, ptr %1, i64 50
  %874 = load float, ptr %873, align 4
  %875 = insertelement <4 x float> poison, float %874, i32 0
  %876 = shufflevector <4 x float> %875, <4 x float> poison, <4 x i32> zeroinitializer
  %877 = fmul contract <4 x float> %872, %876
  %878 = fadd contract <4 x float> %870, %877
  %879 = getelementptr float, ptr %4, i64 20
  store <4 x float> %878, ptr %879, align 4
  %880 = mul i64 %y.01, -1
  %881 = add i64 %880, 6
  %882 = icmp slt i64 3, %881
  %883 = select i1 %882, i64 3, i64 %881
  %884 = icmp slt i64 2, %883
  br i1 %884, label %then16, label %else17

then16:                                           ; preds = %fi
  %885 = getelementptr float, ptr %4, i64 0
  %886 = load <4 x float>, ptr %885, align 4
  %887 = getelementptr float, ptr %3, i64 16
  %888 = load <4 x float>, ptr %887, align 4
  %889 = getelementptr float, ptr %1, i64 6
  %890 = load float, ptr %889, align 4
  %891 = insertelement <4 x float> poison, float %890, i32 0
  %892 = shufflevector <4 x float> %891, <4 x float> poison, <4 x i32> zeroinitializer
  %893 = fmul contract <4 x float> %888, %892
  %894 = fadd contract <4 x float> %886, %893
  %895 = getelementptr float, ptr %4, i64 0
  store <4 x float> %894, ptr %895, align 4
  %896 = getelementptr float, ptr %4, i64 4
  %897 = load <4 x float>, ptr %896, align 4
  %898 = getelementptr float, ptr %3, i64 20
  %899 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %898, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %900 = getelementptr float, ptr %1, i64 6
  %901 = load float, ptr %900, align 4
  %902 = insertelement <4 x float> poison, float %901, i32 0
  %903 = shufflevector <4 x float> %902, <4 x float> poison, <4 x i32> zeroinitializer
  %904 = fmul contract <4 x float> %899, %903
  %905 = fadd contract <4 x float> %897, %904
  %906 = getelementptr float, ptr %4, i64 4
  store <4 x float> %905, ptr %906, align 4
  %907 = getelementptr float, ptr %4, i64 8
  %908 = load <4 x float>, ptr %907, align 4
  %909 = getelementptr float, ptr %3, i64 16
  %910 = load <4 x float>, ptr %909, align 4
  %911 = getelementptr float, ptr %1, i64 24
  %912 = load float, ptr %911, align 4
  %913 = insertelement <4 x float> poison, float %912, i32 0
  %914 = shufflevector <4 x float> %913, <4 x float> poison, <4 x i32> zeroinitializer
  %915 = fmul contract <4 x float> %910, %914
  %916 = fadd contract <4 x float> %908, %915
  %917 = getelementptr float, ptr %4, i64 8
  store <4 x float> %916, ptr %917, align 4
  %918 = getelementptr float, ptr %4, i64 12
  %919 = load <4 x float>, ptr %918, align 4
  %920 = getelementptr float, ptr %3, i64 20
  %921 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %920, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %922 = getelementptr float, ptr %1, i64 24
  %923 = load float, ptr %922, align 4
  %924 = insertelement <4 x float> poison, float %923, i32 0
  %925 = shufflevector <4 x float> %924, <4 x float> poison, <4 x i32> zeroinitializer
  %926 = fmul contract <4 x float> %921, %925
  %927 = fadd contract <4 x float> %919, %926
  %928 = getelementptr float, ptr %4, i64 12
  store <4 x float> %927, ptr %928, align 4
  %929 = getelementptr float, ptr %4, i64 16
  %930 = load <4 x float>, ptr %929, align 4
  %931 = getelementptr float, ptr %3, i64 16
  %932 = load <4 x float>, ptr %931, align 4
  %933 = getelementptr float, ptr %1, i64 42
  %934 = load float, ptr %933, align 4
  %935 = insertelement <4 x float> poison, float %934, i32 0
  %936 = shufflevector <4 x float> %935, <4 x float> poison, <4 x i32> zeroinitializer
  %937 = fmul contract <4 x float> %932, %936
  %938 = fadd contract <4 x float> %930, %937
  %939 = getelementptr float, ptr %4, i64 16
  store <4 x float> %938, ptr %939, align 4
  %940 = getelementptr float, ptr %4, i64 20
  %941 = load <4 x float>, ptr %940, align 4
  %942 = getelementptr float, ptr %3, i64 20
  %943 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %942, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %944 = getelementptr float, ptr %1, i64 42
  %945 = load float, ptr %944, align 4
  %946 = insertelement <4 x float> poison, float %945, i32 0
  %947 = shufflevector <4 x float> %946, <4 x float> poison, <4 x i32> zeroinitializer
  %948 = fmul contract <4 x float> %943, %947
  %949 = fadd contract <4 x float> %941, %948
  %950 = getelementptr float, ptr %4, i64 20
  store <4 x float> %949, ptr %950, align 4
  %951 = getelementptr float, ptr %4, i64 0
  %952 = load <4 x float>, ptr %951, align 4
  %953 = getelementptr float, ptr %3, i64 17
  %954 = load <4 x float>, ptr %953, align 4
  %955 = getelementptr float, ptr %1, i64 7
  %956 = load float, ptr %955, align 4
  %957 = insertelement <4 x float> poison, float %956, i32 0
  %958 = shufflevector <4 x float> %957, <4 x float> poison, <4 x i32> zeroinitializer
  %959 = fmul contract <4 x float> %954, %958
  %960 = fadd contract <4 x float> %952, %959
  %961 = getelementptr float, ptr %4, i64 0
  store <4 x float> %960, ptr %961, align 4
  %962 = getelementptr float, ptr %4, i64 4
  %963 = load <4 x float>, ptr %962, align 4
  %964 = getelementptr float, ptr %3, i64 21
  %965 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %964, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %966 = getelementptr float, ptr %1, i64 7
  %967 = load float, ptr %966, align 4
  %968 = insertelement <4 x float> poison, float %967, i32 0
  %969 = shufflevector <4 x float> %968, <4 x float> poison, <4 x i32> zeroinitializer
  %970 = fmul contract <4 x float> %965, %969
  %971 = fadd contract <4 x float> %963, %970
  %972 = getelementptr float, ptr %4, i64 4
  store <4 x float> %971, ptr %972, align 4
  %973 = getelementptr float, ptr %4, i64 8
  %974 = load <4 x float>, ptr %973, align 4
  %975 = getelementptr float, ptr %3, i64 17
  %976 = load <4 x float>, ptr %975, align 4
  %977 = getelementptr float, ptr %1, i64 25
  %978 = load float, ptr %977, align 4
  %979 = insertelement <4 x float> poison, float %978, i32 0
  %980 = shufflevector <4 x float> %979, <4 x float> poison, <4 x i32> zeroinitializer
  %981 = fmul contract <4 x float> %976, %980
  %982 = fadd contract <4 x float> %974, %981
  %983 = getelementptr float, ptr %4, i64 8
  store <4 x float> %982, ptr %983, align 4
  %984 = getelementptr float, ptr %4, i64 12
  %985 = load <4 x float>, ptr %984, align 4
  %986 = getelementptr float, ptr %3, i64 21
  %987 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %986, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %988 = getelementptr float, ptr %1, i64 25
  %989 = load float, ptr %988, align 4
  %990 = insertelement <4 x float> poison, float %989, i32 0
  %991 = shufflevector <4 x float> %990, <4 x float> poison, <4 x i32> zeroinitializer
  %992 = fmul contract <4 x float> %987, %991
  %993 = fadd contract <4 x float> %985, %992
  %994 = getelementptr float, ptr %4, i64 12
  store <4 x float> %993, ptr %994, align 4
  %995 = getelementptr float, ptr %4, i64 16
  %996 = load <4 x float>, ptr %995, align 4
  %997 = getelementptr float, ptr %3, i64 17
  %998 = load <4 x float>, ptr %997, align 4
  %999 = getelementptr float, ptr %1, i64 43
  %1000 = load float, ptr %999, align 4
  %1001 = insertelement <4 x float> poison, float %1000, i32 0
  %1002 = shufflevector <4 x float> %1001, <4 x float> poison, <4 x i32> zeroinitializer
  %1003 = fmul contract <4 x float> %998, %1002
  %1004 = fadd contract <4 x float> %996, %1003
  %1005 = getelementptr float, ptr %4, i64 16
  store <4 x float> %1004, ptr %1005, align 4
  %1006 = getelementptr float, ptr %4, i64 20
  %1007 = load <4 x float>, ptr %1006, align 4
  %1008 = getelementptr float, ptr %3, i64 21
  %1009 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %1008, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %1010 = getelementptr float, ptr %1, i64 43
  %1011 = load float, ptr %1010, align 4
  %1012 = insertelement <4 x float> poison, float %1011, i32 0
  %1013 = shufflevector <4 x float> %1012, <4 x float> poison, <4 x i32> zeroinitializer
  %1014 = fmul contract <4 x float> %1009, %1013
  %1015 = fadd contract <4 x float> %1007, %1014
  %1016 = getelementptr float, ptr %4, i64 20
  store <4 x float> %1015, ptr %1016, align 4
  %1017 = getelementptr float, ptr %4, i64 0
  %1018 = load <4 x float>, ptr %1017, align 4
  %1019 = getelementptr float, ptr %3, i64 18
  %1020 = load <4 x float>, ptr %1019, align 4
  %1021 = getelementptr float, ptr %1, i64 8
  %1022 = load float, ptr %1021, align 4
  %1023 = insertelement <4 x float> poison, float %1022, i32 0
  %1024 = shufflevector <4 x float> %1023, <4 x float> poison, <4 x i32> zeroinitializer
  %1025 = fmul contract <4 x float> %1020, %1024
  %1026 = fadd contract <4 x float> %1018, %1025
  %1027 = getelementptr float, ptr %4, i64 0
  store <4 x float> %1026, ptr %1027, align 4
  %1028 = getelementptr float, ptr %4, i64 4
  %1029 = load <4 x float>, ptr %1028, align 4
  %1030 = getelementptr float, ptr %3, i64 22
  %1031 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %1030, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %1032 = getelementptr float, ptr %1, i64 8
  %1033 = load float, ptr %1032, align 4
  %1034 = insertelement <4 x float> poison, float %1033, i32 0
  %1035 = shufflevector <4 x float> %1034, <4 x float> poison, <4 x i32> zeroinitializer
  %1036 = fmul contract <4 x float> %1031, %1035
  %1037 = fadd contract <4 x float> %1029, %1036
  %1038 = getelementptr float, ptr %4, i64 4
  store <4 x float> %1037, ptr %1038, align 4
  %1039 = getelementptr float, ptr %4, i64 8
  %1040 = load <4 x float>, ptr %1039, align 4
  %1041 = getelementptr float, ptr %3, i64 18
  %1042 = load <4 x float>, ptr %1041, align 4
  %1043 = getelementptr float, ptr %1, i64 26
  %1044 = load float, ptr %1043, align 4
  %1045 = insertelement <4 x float> poison, float %1044, i32 0
  %1046 = shufflevector <4 x float> %1045, <4 x float> poison, <4 x i32> zeroinitializer
  %1047 = fmul contract <4 x float> %1042, %1046
  %1048 = fadd contract <4 x float> %1040, %1047
  %1049 = getelementptr float, ptr %4, i64 8
  store <4 x float> %1048, ptr %1049, align 4
  %1050 = getelementptr float, ptr %4, i64 12
  %1051 = load <4 x float>, ptr %1050, align 4
  %1052 = getelementptr float, ptr %3, i64 22
  %1053 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %1052, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %1054 = getelementptr float, ptr %1, i64 26
  %1055 = load float, ptr %1054, align 4
  %1056 = insertelement <4 x float> poison, float %1055, i32 0
  %1057 = shufflevector <4 x float> %1056, <4 x float> poison, <4 x i32> zeroinitializer
  %1058 = fmul contract <4 x float> %1053, %1057
  %1059 = fadd contract <4 x float> %1051, %1058
  %1060 = getelementptr float, ptr %4, i64 12
  store <4 x float> %1059, ptr %1060, align 4
  %1061 = getelementptr float, ptr %4, i64 16
  %1062 = load <4 x float>, ptr %1061, align 4
  %1063 = getelementptr float, ptr %3, i64 18
  %1064 = load <4 x float>, ptr %1063, align 4
  %1065 = getelementptr float, ptr %1, i64 44
  %1066 = load float, ptr %1065, align 4
  %1067 = insertelement <4 x float> poison, float %1066, i32 0
  %1068 = shufflevector <4 x float> %1067, <4 x float> poison, <4 x i32> zeroinitializer
  %1069 = fmul contract <4 x float> %1064, %1068
  %1070 = fadd contract <4 x float> %1062, %1069
  %1071 = getelementptr float, ptr %4, i64 16
  store <4 x float> %1070, ptr %1071, align 4
  %1072 = getelementptr float, ptr %4, i64 20
  %1073 = load <4 x float>, ptr %1072, align 4
  %1074 = getelementptr float, ptr %3, i64 22
  %1075 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %1074, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %1076 = getelementptr float, ptr %1, i64 44
  %1077 = load float, ptr %1076, align 4
  %1078 = insertelement <4 x float> poison, float %1077, i32 0
  %1079 = shufflevector <4 x float> %1078, <4 x float> poison, <4 x i32> zeroinitializer
  %1080 = fmul contract <4 x float> %1075, %1079
  %1081 = fadd contract <4 x float> %1073, %1080
  %1082 = getelementptr float, ptr %4, i64 20
  store <4 x float> %1081, ptr %1082, align 4
  %1083 = getelementptr float, ptr %4, i64 0
  %1084 = load <4 x float>, ptr %1083, align 4
  %1085 = getelementptr float, ptr %3, i64 40
  %1086 = load <4 x float>, ptr %1085, align 4
  %1087 = getelementptr float, ptr %1, i64 15
  %1088 = load float, ptr %1087, align 4
  %1089 = insertelement <4 x float> poison, float %1088, i32 0
  %1090 = shufflevector <4 x float> %1089, <4 x float> poison, <4 x i32> zeroinitializer
  %1091 = fmul contract <4 x float> %1086, %1090
  %1092 = fadd contract <4 x float> %1084, %1091
  %1093 = getelementptr float, ptr %4, i64 0
  store <4 x float> %1092, ptr %1093, align 4
  %1094 = getelementptr float, ptr %4, i64 4
  %1095 = load <4 x float>, ptr %1094, align 4
  %1096 = getelementptr float, ptr %3, i64 44
  %1097 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %1096, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %1098 = getelementptr float, ptr %1, i64 15
  %1099 = load float, ptr %1098, align 4
  %1100 = insertelement <4 x float> poison, float %1099, i32 0
  %1101 = shufflevector <4 x float> %1100, <4 x float> poison, <4 x i32> zeroinitializer
  %1102 = fmul contract <4 x float> %1097, %1101
  %1103 = fadd contract <4 x float> %1095, %1102
  %1104 = getelementptr float, ptr %4, i64 4
  store <4 x float> %1103, ptr %1104, align 4
  %1105 = getelementptr float, ptr %4, i64 8
  %1106 = load <4 x float>, ptr %1105, align 4
  %1107 = getelementptr float, ptr %3, i64 40
  %1108 = load <4 x float>, ptr %1107, align 4
  %1109 = getelementptr float, ptr %1, i64 33
  %1110 = load float, ptr %1109, align 4
  %1111 = insertelement <4 x float> poison, float %1110, i32 0
  %1112 = shufflevector <4 x float> %1111, <4 x float> poison, <4 x i32> zeroinitializer
  %1113 = fmul contract <4 x float> %1108, %1112
  %1114 = fadd contract <4 x float> %1106, %1113
  %1115 = getelementptr float, ptr %4, i64 8
  store <4 x float> %1114, ptr %1115, align 4
  %1116 = getelementptr float, ptr %4, i64 12
  %1117 = load <4 x float>, ptr %1116, align 4
  %1118 = getelementptr float, ptr %3, i64 44
  %1119 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %1118, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %1120 = getelementptr float, ptr %1, i64 33
  %1121 = load float, ptr %1120, align 4
  %1122 = insertelement <4 x float> poison, float %1121, i32 0
  %1123 = shufflevector <4 x float> %1122, <4 x float> poison, <4 x i32> zeroinitializer
  %1124 = fmul contract <4 x float> %1119, %1123
  %1125 = fadd contract <4 x float> %1117, %1124
  %1126 = getelementptr float, ptr %4, i64 12
  store <4 x float> %1125, ptr %1126, align 4
  %1127 = getelementptr float, ptr %4, i64 16
  %1128 = load <4 x float>, ptr %1127, align 4
  %1129 = getelementptr float, ptr %3, i64 40
  %1130 = load <4 x float>, ptr %1129, align 4
  %1131 = getelementptr float, ptr %1, i64 51
  %1132 = load float, ptr %1131, align 4
  %1133 = insertelement <4 x float> poison, float %1132, i32 0
  %1134 = shufflevector <4 x float> %1133, <4 x float> poison, <4 x i32> zeroinitializer
  %1135 = fmul contract <4 x float> %1130, %1134
  %1136 = fadd contract <4 x float> %1128, %1135
  %1137 = getelementptr float, ptr %4, i64 16
  store <4 x float> %1136, ptr %1137, align 4
  %1138 = getelementptr float, ptr %4, i64 20
  %1139 = load <4 x float>, ptr %1138, align 4
  %1140 = getelementptr float, ptr %3, i64 44
  %1141 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %1140, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %1142 = getelementptr float, ptr %1, i64 51
  %1143 = load float, ptr %1142, align 4
  %1144 = insertelement <4 x float> poison, float %1143, i32 0
  %1145 = shufflevector <4 x float> %1144, <4 x float> poison, <4 x i32> zeroinitializer
  %1146 = fmul contract <4 x float> %1141, %1145
  %1147 = fadd contract <4 x float> %1139, %1146
  %1148 = getelementptr float, ptr %4, i64 20
  store <4 x float> %1147, ptr %1148, align 4
  %1149 = getelementptr float, ptr %4, i64 0
  %1150 = load <4 x float>, ptr %1149, align 4
  %1151 = getelementptr float, ptr %3, i64 41
  %1152 = load <4 x float>, ptr %1151, align 4
  %1153 = getelementptr float, ptr %1, i64 16
  %1154 = load float, ptr %1153, align 4
  %1155 = insertelement <4 x float> poison, float %1154, i32 0
  %1156 = shufflevector <4 x float> %1155, <4 x float> poison, <4 x i32> zeroinitializer
  %1157 = fmul contract <4 x float> %1152, %1156
  %1158 = fadd contract <4 x float> %1150, %1157
  %1159 = getelementptr float, ptr %4, i64 0
  store <4 x float> %1158, ptr %1159, align 4
  %1160 = getelementptr float, ptr %4, i64 4
  %1161 = load <4 x float>, ptr %1160, align 4
  %1162 = getelementptr float, ptr %3, i64 45
  %1163 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %1162, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %1164 = getelementptr float, ptr %1, i64 16
  %1165 = load float, ptr %1164, align 4
  %1166 = insertelement <4 x float> poison, float %1165, i32 0
  %1167 = shufflevector <4 x float> %1166, <4 x float> poison, <4 x i32> zeroinitializer
  %1168 = fmul contract <4 x float> %1163, %1167
  %1169 = fadd contract <4 x float> %1161, %1168
  %1170 = getelementptr float, ptr %4, i64 4
  store <4 x float> %1169, ptr %1170, align 4
  %1171 = getelementptr float, ptr %4, i64 8
  %1172 = load <4 x float>, ptr %1171, align 4
  %1173 = getelementptr float, ptr %3, i64 41
  %1174 = load <4 x float>, ptr %1173, align 4
  %1175 = getelementptr float, ptr %1, i64 34
  %1176 = load float, ptr %1175, align 4
  %1177 = insertelement <4 x float> poison, float %1176, i32 0
  %1178 = shufflevector <4 x float> %1177, <4 x float> poison, <4 x i32> zeroinitializer
  %1179 = fmul contract <4 x float> %1174, %1178
  %1180 = fadd contract <4 x float> %1172, %1179
  %1181 = getelementptr float, ptr %4, i64 8
  store <4 x float> %1180, ptr %1181, align 4
  %1182 = getelementptr float, ptr %4, i64 12
  %1183 = load <4 x float>, ptr %1182, align 4
  %1184 = getelementptr float, ptr %3, i64 45
  %1185 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %1184, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %1186 = getelementptr float, ptr %1, i64 34
  %1187 = load float, ptr %1186, align 4
  %1188 = insertelement <4 x float> poison, float %1187, i32 0
  %1189 = shufflevector <4 x float> %1188, <4 x float> poison, <4 x i32> zeroinitializer
  %1190 = fmul contract <4 x float> %1185, %1189
  %1191 = fadd contract <4 x float> %1183, %1190
  %1192 = getelementptr float, ptr %4, i64 12
  store <4 x float> %1191, ptr %1192, align 4
  %1193 = getelementptr float, ptr %4, i64 16
  %1194 = load <4 x float>, ptr %1193, align 4
  %1195 = getelementptr float, ptr %3, i64 41
  %1196 = load <4 x float>, ptr %1195, align 4
  %1197 = getelementptr float, ptr %1, i64 52
  %1198 = load float, ptr %1197, align 4
  %1199 = insertelement <4 x float> poison, float %1198, i32 0
  %1200 = shufflevector <4 x float> %1199, <4 x float> poison, <4 x i32> zeroinitializer
  %1201 = fmul contract <4 x float> %1196, %1200
  %1202 = fadd contract <4 x float> %1194, %1201
  %1203 = getelementptr float, ptr %4, i64 16
  store <4 x float> %1202, ptr %1203, align 4
  %1204 = getelementptr float, ptr %4, i64 20
  %1205 = load <4 x float>, ptr %1204, align 4
  %1206 = getelementptr float, ptr %3, i64 45
  %1207 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %1206, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %1208 = getelementptr float, ptr %1, i64 52
  %1209 = load float, ptr %1208, align 4
  %1210 = insertelement <4 x float> poison, float %1209, i32 0
  %1211 = shufflevector <4 x float> %1210, <4 x float> poison, <4 x i32> zeroinitializer
  %1212 = fmul contract <4 x float> %1207, %1211
  %1213 = fadd contract <4 x float> %1205, %1212
  %1214 = getelementptr float, ptr %4, i64 20
  store <4 x float> %1213, ptr %1214, align 4
  %1215 = getelementptr float, ptr %4, i64 0
  %1216 = load <4 x float>, ptr %1215, align 4
  %1217 = getelementptr float, ptr %3, i64 42
  %1218 = load <4 x float>, ptr %1217, align 4
  %1219 = getelementptr float, ptr %1, i64 17
  %1220 = load float, ptr %1219, align 4
  %1221 = insertelement <4 x float> poison, float %1220, i32 0
  %1222 = shufflevector <4 x float> %1221, <4 x float> poison, <4 x i32> zeroinitializer
  %1223 = fmul contract <4 x float> %1218, %1222
  %1224 = fadd contract <4 x float> %1216, %1223
  %1225 = getelementptr float, ptr %4, i64 0
  store <4 x float> %1224, ptr %1225, align 4
  %1226 = getelementptr float, ptr %4, i64 4
  %1227 = load <4 x float>, ptr %1226, align 4
  %1228 = getelementptr float, ptr %3, i64 46
  %1229 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %1228, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %1230 = getelementptr float, ptr %1, i64 17
  %1231 = load float, ptr %1230, align 4
  %1232 = insertelement <4 x float> poison, float %1231, i32 0
  %1233 = shufflevector <4 x float> %1232, <4 x float> poison, <4 x i32> zeroinitializer
  %1234 = fmul contract <4 x float> %1229, %1233
  %1235 = fadd contract <4 x float> %1227, %1234
  %1236 = getelementptr float, ptr %4, i64 4
  store <4 x float> %1235, ptr %1236, align 4
  %1237 = getelementptr float, ptr %4, i64 8
  %1238 = load <4 x float>, ptr %1237, align 4
  %1239 = getelementptr float, ptr %3, i64 42
  %1240 = load <4 x float>, ptr %1239, align 4
  %1241 = getelementptr float, ptr %1, i64 35
  %1242 = load float, ptr %1241, align 4
  %1243 = insertelement <4 x float> poison, float %1242, i32 0
  %1244 = shufflevector <4 x float> %1243, <4 x float> poison, <4 x i32> zeroinitializer
  %1245 = fmul contract <4 x float> %1240, %1244
  %1246 = fadd contract <4 x float> %1238, %1245
  %1247 = getelementptr float, ptr %4, i64 8
  store <4 x float> %1246, ptr %1247, align 4
  %1248 = getelementptr float, ptr %4, i64 12
  %1249 = load <4 x float>, ptr %1248, align 4
  %1250 = getelementptr float, ptr %3, i64 46
  %1251 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %1250, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %1252 = getelementptr float, ptr %1, i64 35
  %1253 = load float, ptr %1252, align 4
  %1254 = insertelement <4 x float> poison, float %1253, i32 0
  %1255 = shufflevector <4 x float> %1254, <4 x float> poison, <4 x i32> zeroinitializer
  %1256 = fmul contract <4 x float> %1251, %1255
  %1257 = fadd contract <4 x float> %1249, %1256
  %1258 = getelementptr float, ptr %4, i64 12
  store <4 x float> %1257, ptr %1258, align 4
  %1259 = getelementptr float, ptr %4, i64 16
  %1260 = load <4 x float>, ptr %1259, align 4
  %1261 = getelementptr float, ptr %3, i64 42
  %1262 = load <4 x float>, ptr %1261, align 4
  %1263 = getelementptr float, ptr %1, i64 53
  %1264 = load float, ptr %1263, align 4
  %1265 = insertelement <4 x float> poison, float %1264, i32 0
  %1266 = shufflevector <4 x float> %1265, <4 x float> poison, <4 x i32> zeroinitializer
  %1267 = fmul contract <4 x float> %1262, %1266
  %1268 = fadd contract <4 x float> %1260, %1267
  %1269 = getelementptr float, ptr %4, i64 16
  store <4 x float> %1268, ptr %1269, align 4
  %1270 = getelementptr float, ptr %4, i64 20
  %1271 = load <4 x float>, ptr %1270, align 4
  %1272 = getelementptr float, ptr %3, i64 46
  %1273 = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %1272, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x float> zeroinitializer)
  %1274 = getelementptr float, ptr %1, i64 53
  %1275 = load float, ptr %1274, align 4
  %1276 = insertelement <4 x float> poison, float %1275, i32 0
  %1277 = shufflevector <4 x float> %1276, <4 x float> poison, <4 x i32> zeroinitializer
  %1278 = fmul contract <4 x float> %1273, %1277
  %1279 = fadd contract <4 x float> %1271, %1278
  %1280 = getelementptr float, ptr %4, i64 20
  store <4 x float> %1279, ptr %1280, align 4
  br label %fi18

else17:                                           ; preds = %fi
  br label %fi18

fi18:                                             ; preds = %else17, %then16
  %1281 = getelementptr float, ptr %4, i64 0
  %1282 = load <4 x float>, ptr %1281, align 4
  %1283 = mul i64 %y.01, 5
  %1284 = getelementptr float, ptr %2, i64 %1283
  store <4 x float> %1282, ptr %1284, align 4
  %1285 = getelementptr float, ptr %4, i64 4
  %1286 = load <4 x float>, ptr %1285, align 4
  %1287 = mul i64 %y.01, 5
  %1288 = add i64 %1287, 4
  %1289 = getelementptr float, ptr %2, i64 %1288
  call void @llvm.masked.store.v4f32.p0(<4 x float> %1286, ptr %1289, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>)
  %1290 = getelementptr float, ptr %4, i64 8
  %1291 = load <4 x float>, ptr %1290, align 4
  %1292 = mul i64 %y.01, 5
  %1293 = add i64 %1292, 25
  %1294 = getelementptr float, ptr %2, i64 %1293
  store <4 x float> %1291, ptr %1294, align 4
  %1295 = getelementptr float, ptr %4, i64 12
  %1296 = load <4 x float>, ptr %1295, align 4
  %1297 = mul i64 %y.01, 5
  %1298 = add i64 %1297, 29
  %1299 = getelementptr float, ptr %2, i64 %1298
  call void @llvm.masked.store.v4f32.p0(<4 x float> %1296, ptr %1299, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>)
  %1300 = getelementptr float, ptr %4, i64 16
  %1301 = load <4 x float>, ptr %1300, align 4
  %1302 = mul i64 %y.01, 5
  %1303 = add i64 %1302, 50
  %1304 = getelementptr float, ptr %2, i64 %1303
  store <4 x float> %1301, ptr %1304, align 4
  %1305 = getelementptr float, ptr %4, i64 20
  %1306 = load <4 x float>, ptr %1305, align 4
  %1307 = mul i64 %y.01, 5
  %1308 = add i64 %1307, 54
  %1309 = getelementptr float, ptr %2, i64 %1308
  call void @llvm.masked.store.v4f32.p0(<4 x float> %1306, ptr %1309, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>)
  %1310 = add i64 %y.01, 1
  br label %y.0, !llvm.loop !0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v4f32.p0(<4 x float>, ptr nocapture, i32 immarg, <4 x i1>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <4 x float> @llvm.masked.load.v4f32.p0(ptr nocapture, i32 immarg, <4 x i1>, <4 x float>) #3


!0 = distinct !{!0, !1, !2, !3}
!1 = !{!"llvm.loop.vectorize.enable", i1 false}
!2 = !{!"llvm.loop.interleave.count", i32 1}
!3 = !{!"llvm.loop.unroll.disable"}
