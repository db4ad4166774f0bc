
; Function Attrs: nounwind
define void @tt_kernel(ptr noalias %0, ptr noalias %1, ptr noalias %2) #0 {
entry:
  %3 = alloca [448 x float], align 64
  %4 = alloca [96 x float], align 64
  br label %start

start:                                            ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %3, i8 0, i64 1792, i1 false)
  br label %c.0

c.0:                                              ; preds = %exit3, %start
  %c.01 = phi i64 [ 0, %start ], [ %804, %exit3 ]
  %5 = icmp slt i64 %c.01, 2
  br i1 %5, label %body, label %exit

body:                                             ; preds = %c.0
  %6 = getelementptr float, ptr %3, i64 0
  store <16 x float> zeroinitializer, ptr %6, align 4
  %7 = getelementptr float, ptr %3, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> zeroinitializer, ptr %7, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %8 = getelementptr float, ptr %3, i64 32
  store <16 x float> zeroinitializer, ptr %8, align 4
  %9 = getelementptr float, ptr %3, i64 48
  call void @llvm.masked.store.v16f32.p0(<16 x float> zeroinitializer, ptr %9, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>)
  br label %pw0.2

exit:                                             ; preds = %c.0
  ret void

pw0.2:                                            ; preds = %body2, %body
  %pw0.24 = phi i64 [ 1, %body ], [ %72, %body2 ]
  %10 = icmp slt i64 %pw0.24, 7
  br i1 %10, label %body2, label %exit3

body2:                                            ; preds = %pw0.2
  %11 = mul i64 %c.01, 240
  %12 = mul i64 %pw0.24, 40
  %13 = add i64 %11, %12
  %14 = add i64 %13, -40
  %15 = add i64 %14, 0
  %16 = getelementptr float, ptr %0, i64 %15
  %17 = load <16 x float>, ptr %16, align 4
  %18 = add i64 %14, 16
  %19 = getelementptr float, ptr %0, i64 %18
  %20 = load <16 x float>, ptr %19, align 4
  %21 = shufflevector <16 x float> %17, <16 x float> %20, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %22 = shufflevector <16 x float> %21, <16 x float> poison, <16 x i32> <i32 poison, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14>
  %23 = select <16 x i1> <i1 false, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <16 x float> %22, <16 x float> zeroinitializer
  %24 = mul i64 %pw0.24, 64
  %25 = getelementptr float, ptr %3, i64 %24
  store <16 x float> %23, ptr %25, align 4
  %26 = mul i64 %c.01, 240
  %27 = mul i64 %pw0.24, 40
  %28 = add i64 %26, %27
  %29 = add i64 %28, -32
  %30 = add i64 %29, 0
  %31 = getelementptr float, ptr %0, i64 %30
  %32 = load <16 x float>, ptr %31, align 4
  %33 = add i64 %29, 16
  %34 = getelementptr float, ptr %0, i64 %33
  %35 = load <16 x float>, ptr %34, align 4
  %36 = shufflevector <16 x float> %32, <16 x float> %35, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %37 = shufflevector <16 x float> %36, <16 x float> poison, <16 x i32> <i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %38 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %37, <16 x float> zeroinitializer
  %39 = mul i64 %pw0.24, 64
  %40 = add i64 %39, 16
  %41 = getelementptr float, ptr %3, i64 %40
  store <16 x float> %38, ptr %41, align 4
  %42 = mul i64 %c.01, 240
  %43 = mul i64 %pw0.24, 40
  %44 = add i64 %42, %43
  %45 = add i64 %44, -40
  %46 = add i64 %45, 0
  %47 = getelementptr float, ptr %0, i64 %46
  %48 = load <16 x float>, ptr %47, align 4
  %49 = add i64 %45, 15
  %50 = getelementptr float, ptr %0, i64 %49
  %51 = load <16 x float>, ptr %50, align 4
  %52 = shufflevector <16 x float> %48, <16 x float> %51, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %53 = mul i64 %pw0.24, 64
  %54 = add i64 %53, 32
  %55 = getelementptr float, ptr %3, i64 %54
  store <16 x float> %52, ptr %55, align 4
  %56 = mul i64 %c.01, 240
  %57 = mul i64 %pw0.24, 40
  %58 = add i64 %56, %57
  %59 = add i64 %58, -32
  %60 = add i64 %59, 0
  %61 = getelementptr float, ptr %0, i64 %60
  %62 = load <16 x float>, ptr %61, align 4
  %63 = add i64 %59, 15
  %64 = getelementptr float, ptr %0, i64 %63
  %65 = load <16 x float>, ptr %64, align 4
  %66 = shufflevector <16 x float> %62, <16 x float> %65, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %67 = shufflevector <16 x float> %66, <16 x float> poison, <16 x i32> <i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %68 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %67, <16 x float> zeroinitializer
  %69 = mul i64 %pw0.24, 64
  %70 = add i64 %69, 48
  %71 = getelementptr float, ptr %3, i64 %70
  store <16 x float> %68, ptr %71, align 4
  %72 = add i64 %pw0.24, 1
  br label %pw0.2, !llvm.loop !0

exit3:                                            ; preds = %pw0.2
  %73 = getelementptr float, ptr %4, i64 0
  store <16 x float> zeroinitializer, ptr %73, align 4
  %74 = getelementptr float, ptr %4, i64 16
  store <16 x float> zeroinitializer, ptr %74, align 4
  %75 = getelementptr float, ptr %4, i64 32
  store <16 x float> zeroinitializer, ptr %75, align 4
  %76 = getelementptr float, ptr %4, i64 48
  store <16 x float> zeroinitializer, ptr %76, align 4
  %77 = getelementptr float, ptr %4, i64 64
  store <16 x float> zeroinitializer, ptr %77, align 4
  %78 = getelementptr float, ptr %4, i64 80
  store <16 x float> zeroinitializer, ptr %78, align 4
  %79 = getelementptr float, ptr %4, i64 0
  %80 = load <16 x float>, ptr %79, align 4
  %81 = getelementptr float, ptr %3, i64 0
  %82 = load <16 x float>, ptr %81, align 4
  %83 = mul i64 %c.01, 9
  %84 = getelementptr float, ptr %1, i64 %83
  %85 = load float, ptr %84, align 4
  %86 = insertelement <16 x float> poison, float %85, i32 0
  %87 = shufflevector <16 x float> %86, <16 x float> poison, <16 x i32> zeroinitializer
  %88 = fmul contract <16 x float> %82, %87
  %89 = fadd contract <16 x float> %80, %88
  %90 = getelementptr float, ptr %4, i64 0
  store <16 x float> %89, ptr %90, align 4
  %91 = getelementptr float, ptr %4, i64 16
  %92 = load <16 x float>, ptr %91, align 4
  %93 = getelementptr float, ptr %3, i64 16
  %94 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %93, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %95 = mul i64 %c.01, 9
  %96 = getelementptr float, ptr %1, i64 %95
  %97 = load float, ptr %96, align 4
  %98 = insertelement <16 x float> poison, float %97, i32 0
  %99 = shufflevector <16 x float> %98, <16 x float> poison, <16 x i32> zeroinitializer
  %100 = fmul contract <16 x float> %94, %99
  %101 = fadd contract <16 x float> %92, %100
  %102 = getelementptr float, ptr %4, i64 16
  store <16 x float> %101, ptr %102, align 4
  %103 = getelementptr float, ptr %4, i64 32
  %104 = load <16 x float>, ptr %103, align 4
  %105 = getelementptr float, ptr %3, i64 128
  %106 = load <16 x float>, ptr %105, align 4
  %107 = mul i64 %c.01, 9
  %108 = getelementptr float, ptr %1, i64 %107
  %109 = load float, ptr %108, align 4
  %110 = insertelement <16 x float> poison, float %109, i32 0
  %111 = shufflevector <16 x float> %110, <16 x float> poison, <16 x i32> zeroinitializer
  %112 = fmul contract <16 x float> %106, %111
  %113 = fadd contract <16 x float> %104, %112
  %114 = getelementptr float, ptr %4, i64 32
  store <16 x float> %113, ptr %114, align 4
  %115 = getelementptr float, ptr %4, i64 48
  %116 = load <16 x float>, ptr %115, align 4
  %117 = getelementptr float, ptr %3, i64 144
  %118 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %117, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %119 = mul i64 %c.01, 9
  %120 = getelementptr float, ptr %1, i64 %119
  %121 = load float, ptr %120, align 4
  %122 = insertelement <16 x float> poison, float %121, i32 0
  %123 = shufflevector <16 x float> %122, <16 x float> poison, <16 x i32> zeroinitializer
  %124 = fmul contract <16 x float> %118, %123
  %125 = fadd contract <16 x float> %116, %124
  %126 = getelementptr float, ptr %4, i64 48
  store <16 x float> %125, ptr %126, align 4
  %127 = getelementptr float, ptr %4, i64 64
  %128 = load <16 x float>, ptr %127, align 4
  %129 = getelementptr float, ptr %3, i64 256
  %130 = load <16 x float>, ptr %129, align 4
  %131 = mul i64 %c.01, 9
  %132 = getelementptr float, ptr %1, i64 %131
  %133 = load float, ptr %132, align 4
  %134 = insertelement <16 x float> poison, float %133, i32 0
  %135 = shufflevector <16 x float> %134, <16 x float> poison, <16 x i32> zeroinitializer
  %136 = fmul contract <16 x float> %130, %135
  %137 = fadd contract <16 x float> %128, %136
  %138 = getelementptr float, ptr %4, i64 64
  store <16 x float> %137, ptr %138, align 4
  %139 = getelementptr float, ptr %4, i64 80
  %140 = load <16 x float>, ptr %139, align 4
  %141 = getelementptr float, ptr %3, i64 272
  %142 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %141, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %143 = mul i64 %c.01, 9
  %144 = getelementptr float, ptr %1, i64 %143
  %145 = load float, ptr %144, align 4
  %146 = insertelement <16 x float> poison, float %145, i32 0
  %147 = shufflevector <16 x float> %146, <16 x float> poison, <16 x i32> zeroinitializer
  %148 = fmul contract <16 x float> %142, %147
  %149 = fadd contract <16 x float> %140, %148
  %150 = getelementptr float, ptr %4, i64 80
  store <16 x float> %149, ptr %150, align 4
  %151 = getelementptr float, ptr %4, i64 0
  %152 = load <16 x float>, ptr %151, align 4
  %153 = getelementptr float, ptr %3, i64 32
  %154 = load <16 x float>, ptr %153, align 4
  %155 = mul i64 %c.01, 9
  %156 = add i64 %155, 1
  %157 = getelementptr float, ptr %1, i64 %156
  %158 = load float, ptr %157, align 4
  %159 = insertelement <16 x float> poison, float %158, i32 0
  %160 = shufflevector <16 x float> %159, <16 x float> poison, <16 x i32> zeroinitializer
  %161 = fmul contract <16 x float> %154, %160
  %162 = fadd contract <16 x float> %152, %161
  %163 = getelementptr float, ptr %4, i64 0
  store <16 x float> %162, ptr %163, align 4
  %164 = getelementptr float, ptr %4, i64 16
  %165 = load <16 x float>, ptr %164, align 4
  %166 = getelementptr float, ptr %3, i64 48
  %167 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %166, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %168 = mul i64 %c.01, 9
  %169 = add i64 %168, 1
  %170 = getelementptr float, ptr %1, i64 %169
  %171 = load float, ptr %170, align 4
  %172 = insertelement <16 x float> poison, float %171, i32 0
  %173 = shufflevector <16 x float> %172, <16 x float> poison, <16 x i32> zeroinitializer
  %174 = fmul contract <16 x float> %167, %173
  %175 = fadd contract <16 x float> %165, %174
  %176 = getelementptr float, ptr %4, i64 16
  store <16 x float> %175, ptr %176, align 4
  %177 = getelementptr float, ptr %4, i64 32
  %178 = load <16 x float>, ptr %177, align 4
  %179 = getelementptr float, ptr %3, i64 160
  %180 = load <16 x float>, ptr %179, align 4
  %181 = mul i64 %c.01, 9
  %182 = add i64 %181, 1
  %183 = getelementptr float, ptr %1, i64 %182
  %184 = load float, ptr %183, align 4
  %185 = insertelement <16 x float> poison, float %184, i32 0
  %186 = shufflevector <16 x float> %185, <16 x float> poison, <16 x i32> zeroinitializer
  %187 = fmul contract <16 x float> %180, %186
  %188 = fadd contract <16 x float> %178, %187
  %189 = getelementptr float, ptr %4, i64 32
  store <16 x float> %188, ptr %189, align 4
  %190 = getelementptr float, ptr %4, i64 48
  %191 = load <16 x float>, ptr %190, align 4
  %192 = getelementptr float, ptr %3, i64 176
  %193 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %192, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %194 = mul i64 %c.01, 9
  %195 = add i64 %194, 1
  %196 = getelementptr float, ptr %1, i64 %195
  %197 = load float, ptr %196, align 4
  %198 = insertelement <16 x float> poison, float %197, i32 0
  %199 = shufflevector <16 x float> %198, <16 x float> poison, <16 x i32> zeroinitializer
  %200 = fmul contract <16 x float> %193, %199
  %201 = fadd contract <16 x float> %191, %200
  %202 = getelementptr float, ptr %4, i64 48
  store <16 x float> %201, ptr %202, align 4
  %203 = getelementptr float, ptr %4, i64 64
  %204 = load <16 x float>, ptr %203, align 4
  %205 = getelementptr float, ptr %3, i64 288
  %206 = load <16 x float>, ptr %205, align 4
  %207 = mul i64 %c.01, 9
  %208 = add i64 %207, 1
  %209 = getelementptr float, ptr %1, i64 %208
  %210 = load float, ptr %209, align 4
  %211 = insertelement <16 x float> poison, float %210, i32 0
  %212 = shufflevector <16 x float> %211, <16 x float> poison, <16 x i32> zeroinitializer
  %213 = fmul contract <16 x float> %206, %212
  %214 = fadd contract <16 x float> %204, %213
  %215 = getelementptr float, ptr %4, i64 64
  store <16 x float> %214, ptr %215, align 4
  %216 = getelementptr float, ptr %4, i64 80
  %217 = load <16 x float>, ptr %216, align 4
  %218 = getelementptr float, ptr %3, i64 304
  %219 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %218, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %220 = mul i64 %c.01, 9
  %221 = add i64 %220, 1
  %222 = getelementptr float, ptr %1, i64 %221
  %223 = load float, ptr %222, align 4
  %224 = insertelement <16 x float> poison, float %223, i32 0
  %225 = shufflevector <16 x float> %224, <16 x float> poison, <16 x i32> zeroinitializer
  %226 = fmul contract <16 x float> %219, %225
  %227 = fadd contract <16 x float> %217, %226
  %228 = getelementptr float, ptr %4, i64 80
  store <16 x float> %227, ptr %228, align 4
  %229 = getelementptr float, ptr %4, i64 0
  %230 = load <16 x float>, ptr %229, align 4
  %231 = getelementptr float, ptr %3, i64 1
  %232 = load <16 x float>, ptr %231, align 4
  %233 = mul i64 %c.01, 9
  %234 = add i64 %233, 2
  %235 = getelementptr float, ptr %1, i64 %234
  %236 = load float, ptr %235, align 4
  %237 = insertelement <16 x float> poison, float %236, i32 0
  %238 = shufflevector <16 x float> %237, <16 x float> poison, <16 x i32> zeroinitializer
  %239 = fmul contract <16 x float> %232, %238
  %240 = fadd contract <16 x float> %230, %239
  %241 = getelementptr float, ptr %4, i64 0
  store <16 x float> %240, ptr %241, align 4
  %242 = getelementptr float, ptr %4, i64 16
  %243 = load <16 x float>, ptr %242, align 4
  %244 = getelementptr float, ptr %3, i64 17
  %245 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %244, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %246 = mul i64 %c.01, 9
  %247 = add i64 %246, 2
  %248 = getelementptr float, ptr %1, i64 %247
  %249 = load float, ptr %248, align 4
  %250 = insertelement <16 x float> poison, float %249, i32 0
  %251 = shufflevector <16 x float> %250, <16 x float> poison, <16 x i32> zeroinitializer
  %252 = fmul contract <16 x float> %245, %251
  %253 = fadd contract <16 x float> %243, %252
  %254 = getelementptr float, ptr %4, i64 16
  store <16 x float> %253, ptr %254, align 4
  %255 = getelementptr float, ptr %4, i64 32
  %256 = load <16 x float>, ptr %255, align 4
  %257 = getelementptr float, ptr %3, i64 129
  %258 = load <16 x float>, ptr %257, align 4
  %259 = mul i64 %c.01, 9
  %260 = add i64 %259, 2
  %261 = getelementptr float, ptr %1, i64 %260
  %262 = load float, ptr %261, align 4
  %263 = insertelement <16 x float> poison, float %262, i32 0
  %264 = shufflevector <16 x float> %263, <16 x float> poison, <16 x i32> zeroinitializer
  %265 = fmul contract <16 x float> %258, %264
  %266 = fadd contract <16 x float> %256, %265
  %267 = getelementptr float, ptr %4, i64 32
  store <16 x float> %266, ptr %267, align 4
  %268 = getelementptr float, ptr %4, i64 48
  %269 = load <16 x float>, ptr %268, align 4
  %270 = getelementptr float, ptr %3, i64 145
  %271 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %270, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %272 = mul i64 %c.01, 9
  %273 = add i64 %272, 2
  %274 = getelementptr float, ptr %1, i64 %273
  %275 = load float, ptr %274, align 4
  %276 = insertelement <16 x float> poison, float %275, i32 0
  %277 = shufflevector <16 x float> %276, <16 x float> poison, <16 x i32> zeroinitializer
  %278 = fmul contract <16 x float> %271, %277
  %279 = fadd contract <16 x float> %269, %278
  %280 = getelementptr float, ptr %4, i64 48
  store <16 x float> %279, ptr %280, align 4
  %281 = getelementptr float, ptr %4, i64 64
  %282 = load <16 x float>, ptr %281, align 4
  %283 = getelementptr float, ptr %3, i64 257
  %284 = load <16 x float>, ptr %283, align 4
  %285 = mul i64 %c.01, 9
  %286 = add i64 %285, 2
  %287 = getelementptr float, ptr %1, i64 %286
  %288 = load float, ptr %287, align 4
  %289 = insertelement <16 x float> poison, float %288, i32 0
  %290 = shufflevector <16 x float> %289, <16 x float> poison, <16 x i32> zeroinitializer
  %291 = fmul contract <16 x float> %284, %290
  %292 = fadd contract <16 x float> %282, %291
  %293 = getelementptr float, ptr %4, i64 64
  store <16 x float> %292, ptr %293, align 4
  %294 = getelementptr float, ptr %4, i64 80
  %295 = load <16 x float>, ptr %294, align 4
  %296 = getelementptr float, ptr %3, i64 273
  %297 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %296, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %298 = mul i64 %c.01, 9
  %299 = add i64 %298, 2
  %300 = getelementptr float, ptr %1, i64 %299
  %301 = load float, ptr %300, align 4
  %302 = insertelement <16 x float> poison, float %301, i32 0
  %303 = shufflevector <16 x float> %302, <16 x float> poison, <16 x i32> zeroinitializer
  %304 = fmul contract <16 x float> %297, %303
  %305 = fadd contract <16 x float> %295, %304
  %306 = getelementptr float, ptr %4, i64 80
  store <16 x float> %305, ptr %306, align 4
  %307 = getelementptr float, ptr %4, i64 0
  %308 = load <16 x float>, ptr %307, align 4
  %309 = getelementptr float, ptr %3, i64 64
  %310 = load <16 x float>, ptr %309, align 4
  %311 = mul i64 %c.01, 9
  %312 = add i64 %311, 3
  %313 = getelementptr float, ptr %1, i64 %312
  %314 = load float, ptr %313, align 4
  %315 = insertelement <16 x float> poison, float %314, i32 0
  %316 = shufflevector <16 x float> %315, <16 x float> poison, <16 x i32> zeroinitializer
  %317 = fmul contract <16 x float> %310, %316
  %318 = fadd contract <16 x float> %308, %317
  %319 = getelementptr float, ptr %4, i64 0
  store <16 x float> %318, ptr %319, align 4
  %320 = getelementptr float, ptr %4, i64 16
  %321 = load <16 x float>, ptr %320, align 4
  %322 = getelementptr float, ptr %3, i64 80
  %323 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %322, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %324 = mul i64 %c.01, 9
  %325 = add i64 %324, 3
  %326 = getelementptr float, ptr %1, i64 %325
  %327 = load float, ptr %326, align 4
  %328 = insertelement <16 x float> poison, float %327, i32 0
  %329 = shufflevector <16 x float> %328, <16 x float> poison, <16 x i32> zeroinitializer
  %330 = fmul contract <16 x float> %323, %329
  %331 = fadd contract <16 x float> %321, %330
  %332 = getelementptr float, ptr %4, i64 16
  store <16 x float> %331, ptr %332, align 4
  %333 = getelementptr float, ptr %4, i64 32
  %334 = load <16 x float>, ptr %333, align 4
  %335 = getelementptr float, ptr %3, i64 192
  %336 = load <16 x float>, ptr %335, align 4
  %337 = mul i64 %c.01, 9
  %338 = add i64 %337, 3
  %339 = getelementptr float, ptr %1, i64 %338
  %340 = load float, ptr %339, align 4
  %341 = insertelement <16 x float> poison, float %340, i32 0
  %342 = shufflevector <16 x float> %341, <16 x float> poison, <16 x i32> zeroinitializer
  %343 = fmul contract <16 x float> %336, %342
  %344 = fadd contract <16 x float> %334, %343
  %345 = getelementptr float, ptr %4, i64 32
  store <16 x float> %344, ptr %345, align 4
  %346 = getelementptr float, ptr %4, i64 48
  %347 = load <16 x float>, ptr %346, align 4
  %348 = getelementptr float, ptr %3, i64 208
  %349 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %348, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %350 = mul i64 %c.01, 9
  %351 = add i64 %350, 3
  %352 = getelementptr float, ptr %1, i64 %351
  %353 = load float, ptr %352, align 4
  %354 = insertelement <16 x float> poison, float %353, i32 0
  %355 = shufflevector <16 x float> %354, <16 x float> poison, <16 x i32> zeroinitializer
  %356 = fmul contract <16 x float> %349, %355
  %357 = fadd contract <16 x float> %347, %356
  %358 = getelementptr float, ptr %4, i64 48
  store <16 x float> %357, ptr %358, align 4
  %359 = getelementptr float, ptr %4, i64 64
  %360 = load <16 x float>, ptr %359, align 4
  %361 = getelementptr float, ptr %3, i64 320
  %362 = load <16 x float>, ptr %361, align 4
  %363 = mul i64 %c.01, 9
  %364 = add i64 %363, 3
  %365 = getelementptr float, ptr %1, i64 %364
  %366 = load float, ptr %365, align 4
  %367 = insertelement <16 x float> poison, float %366, i32 0
  %368 = shufflevector <16 x float> %367, <16 x float> poison, <16 x i32> zeroinitializer
  %369 = fmul contract <16 x float> %362, %368
  %370 = fadd contract <16 x float> %360, %369
  %371 = getelementptr float, ptr %4, i64 64
  store <16 x float> %370, ptr %371, align 4
  %372 = getelementptr float, ptr %4, i64 80
  %373 = load <16 x float>, ptr %372, align 4
  %374 = getelementptr float, ptr %3, i64 336
  %375 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %374, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %376 = mul i64 %c.01, 9
  %377 = add i64 %376, 3
  %378 = getelementptr float, ptr %1, i64 %377
  %379 = load float, ptr %378, align 4
  %380 = insertelement <16 x float> poison, float %379, i32 0
  %381 = shufflevector <16 x float> %380, <16 x float> poison, <16 x i32> zeroinitializer
  %382 = fmul contract <16 x float> %375, %381
  %383 = fadd contract <16 x float> %373, %382
  %384 = getelementptr float, ptr %4, i64 80
  store <16 x float> %383, ptr %384, align 4
  %385 = getelementptr float, ptr %4, i64 0
  %386 = load <16 x float>, ptr %385, align 4
  %387 = getelementptr float, ptr %3, i64 96
  %388 = load <16 x float>, ptr %387, align 4
  %389 = mul i64 %c.01, 9
  %390 = add i64 %389, 4
  %391 = getelementptr float, ptr %1, i64 %390
  %392 = load float, ptr %391, align 4
  %393 = insertelement <16 x float> poison, float %392, i32 0
  %394 = shufflevector <16 x float> %393, <16 x float> poison, <16 x i32> zeroinitializer
  %395 = fmul contract <16 x float> %388, %394
  %396 = fadd contract <16 x float> %386, %395
  %397 = getelementptr float, ptr %4, i64 0
  store <16 x float> %396, ptr %397, align 4
  %398 = getelementptr float, ptr %4, i64 16
  %399 = load <16 x float>, ptr %398, align 4
  %400 = getelementptr float, ptr %3, i64 112
  %401 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %400, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %402 = mul i64 %c.01, 9
  %403 = add i64 %402, 4
  %404 = getelementptr float, ptr %1, i64 %403
  %405 = load float, ptr %404, align 4
  %406 = insertelement <16 x float> poison, float %405, i32 0
  %407 = shufflevector <16 x float> %406, <16 x float> poison, <16 x i32> zeroinitializer
  %408 = fmul contract <16 x float> %401, %407
  %409 = fadd contract <16 x float> %399, %408
  %410 = getelementptr float, ptr %4, i64 16
  store <16 x float> %409, ptr %410, align 4
  %411 = getelementptr float, ptr %4, i64 32
  %412 = load <16 x float>, ptr %411, align 4
  %413 = getelementptr float, ptr %3, i64 224
  %414 = load <16 x float>, ptr %413, align 4
  %415 = mul i64 %c.01, 9
  %416 = add i64 %415, 4
  %417 = getelementptr float, ptr %1, i64 %416
  %418 = load float, ptr %417, align 4
  %419 = insertelement <16 x float> poison, float %418, i32 0
  %420 = shufflevector <16 x float> %419, <16 x float> poison, <16 x i32> zeroinitializer
  %421 = fmul contract <16 x float> %414, %420
  %422 = fadd contract <16 x float> %412, %421
  %423 = getelementptr float, ptr %4, i64 32
  store <16 x float> %422, ptr %423, align 4
  %424 = getelementptr float, ptr %4, i64 48
  %425 = load <16 x float>, ptr %424, align 4
  %426 = getelementptr float, ptr %3, i64 240
  %427 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %426, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %428 = mul i64 %c.01, 9
  %429 = add i64 %428, 4
  %430 = getelementptr float, ptr %1, i64 %429
  %431 = load float, ptr %430, align 4
  %432 = insertelement <16 x float> poison, float %431, i32 0
  %433 = shufflevector <16 x float> %432, <16 x float> poison, <16 x i32> zeroinitializer
  %434 = fmul contract <16 x float> %427, %433
  %435 = fadd contract <16 x float> %425, %434
  %436 = getelementptr float, ptr %4, i64 48
  store <16 x float> %435, ptr %436, align 4
  %437 = getelementptr float, ptr %4, i64 64
  %438 = load <16 x float>, ptr %437, align 4
  %439 = getelementptr float, ptr %3, i64 352
  %440 = load <16 x float>, ptr %439, align 4
  %441 = mul i64 %c.01, 9
  %442 = add i64 %441, 4
  %443 = getelementptr float, ptr %1, i64 %442
  %444 = load float, ptr %443, align 4
  %445 = insertelement <16 x float> poison, float %444, i32 0
  %446 = shufflevector <16 x float> %445, <16 x float> poison, <16 x i32> zeroinitializer
  %447 = fmul contract <16 x float> %440, %446
  %448 = fadd contract <16 x float> %438, %447
  %449 = getelementptr float, ptr %4, i64 64
  store <16 x float> %448, ptr %449, align 4
  %450 = getelementptr float, ptr %4, i64 80
  %451 = load <16 x float>, ptr %450, align 4
  %452 = getelementptr float, ptr %3, i64 368
  %453 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %452, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %454 = mul i64 %c.01, 9
  %455 = add i64 %454, 4
  %456 = getelementptr float, ptr %1, i64 %455
  %457 = load float, ptr %456, align 4
  %458 = insertelement <16 x float> poison, float %457, i32 0
  %459 = shufflevector <16 x float> %458, <16 x float> poison, <16 x i32> zeroinitializer
  %460 = fmul contract <16 x float> %453, %459
  %461 = fadd contract <16 x float> %451, %460
  %462 = getelementptr float, ptr %4, i64 80
  store <16 x float> %461, ptr %462, align 4
  %463 = getelementptr float, ptr %4, i64 0
  %464 = load <16 x float>, ptr %463, align 4
  %465 = getelementptr float, ptr %3, i64 65
  %466 = load <16 x float>, ptr %465, align 4
  %467 = mul i64 %c.01, 9
  %468 = add i64 %467, 5
  %469 = getelementptr float, ptr %1, i64 %468
  %470 = load float, ptr %469, align 4
  %471 = insertelement <16 x float> poison, float %470, i32 0
  %472 = shufflevector <16 x float> %471, <16 x float> poison, <16 x i32> zeroinitializer
  %473 = fmul contract <16 x float> %466, %472
  %474 = fadd contract <16 x float> %464, %473
  %475 = getelementptr float, ptr %4, i64 0
  store <16 x float> %474, ptr %475, align 4
  %476 = getelementptr float, ptr %4, i64 16
  %477 = load <16 x float>, ptr %476, align 4
  %478 = getelementptr float, ptr %3, i64 81
  %479 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %478, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %480 = mul i64 %c.01, 9
  %481 = add i64 %480, 5
  %482 = getelementptr float, ptr %1, i64 %481
  %483 = load float, ptr %482, align 4
  %484 = insertelement <16 x float> poison, float %483, i32 0
  %485 = shufflevector <16 x float> %484, <16 x float> poison, <16 x i32> zeroinitializer
  %486 = fmul contract <16 x float> %479, %485
  %487 = fadd contract <16 x float> %477, %486
  %488 = getelementptr float, ptr %4, i64 16
  store <16 x float> %487, ptr %488, align 4
  %489 = getelementptr float, ptr %4, i64 32
  %490 = load <16 x float>, ptr %489, align 4
  %491 = getelementptr float, ptr %3, i64 193
  %492 = load <16 x float>, ptr %491, align 4
  %493 = mul i64 %c.01, 9
  %494 = add i64 %493, 5
  %495 = getelementptr float, ptr %1, i64 %494
  %496 = load float, ptr %495, align 4
  %497 = insertelement <16 x float> poison, float %496, i32 0
  %498 = shufflevector <16 x float> %497, <16 x float> poison, <16 x i32> zeroinitializer
  %499 = fmul contract <16 x float> %492, %498
  %500 = fadd contract <16 x float> %490, %499
  %501 = getelementptr float, ptr %4, i64 32
  store <16 x float> %500, ptr %501, align 4
  %502 = getelementptr float, ptr %4, i64 48
  %503 = load <16 x float>, ptr %502, align 4
  %504 = getelementptr float, ptr %3, i64 209
  %505 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %504, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %506 = mul i64 %c.01, 9
  %507 = add i64 %506, 5
  %508 = getelementptr float, ptr %1, i64 %507
  %509 = load float, ptr %508, align 4
  %510 = insertelement <16 x float> poison, float %509, i32 0
  %511 = shufflevector <16 x float> %510, <16 x float> poison, <16 x i32> zeroinitializer
  %512 = fmul contract <16 x float> %505, %511
  %513 = fadd contract <16 x float> %503, %512
  %514 = getelementptr float, ptr %4, i64 48
  store <16 x float> %513, ptr %514, align 4
  %515 = getelementptr float, ptr %4, i64 64
  %516 = load <16 x float>, ptr %515, align 4
  %517 = getelementptr float, ptr %3, i64 321
  %518 = load <16 x float>, ptr %517, align 4
  %519 = mul i64 %c.01, 9
  %520 = add i64 %519, 5
  %521 = getelementptr float, ptr %1, i64 %520
  %522 = load float, ptr %521, align 4
  %523 = insertelement <16 x float> poison, float %522, i32 0
  %524 = shufflevector <16 x float> %523, <16 x float> poison, <16 x i32> zeroinitializer
  %525 = fmul contract <16 x float> %518, %524
  %526 = fadd contract <16 x float> %516, %525
  %527 = getelementptr float, ptr %4, i64 64
  store <16 x float> %526, ptr %527, align 4
  %528 = getelementptr float, ptr %4, i64 80
  %529 = load <16 x float>, ptr %528, align 4
  %530 = getelementptr float, ptr %3, i64 337
  %531 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %530, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %532 = mul i64 %c.01, 9
  %533 = add i64 %532, 5
  %534 = getelementptr float, ptr %1, i64 %533
  %535 = load float, ptr %534, align 4
  %536 = insertelement <16 x float> poison, float %535, i32 0
  %537 = shufflevector <16 x float> %536, <16 x float> poison, <16 x i32> zeroinitializer
  %538 = fmul contract <16 x float> %531, %537
  %539 = fadd contract <16 x float> %529, %538
  %540 = getelementptr float, ptr %4, i64 80
  store <16 x float> %539, ptr %540, align 4
  %541 = getelementptr float, ptr %4, i64 0
  %542 = load <16 x float>, ptr %541, align 4
  %543 = getelementptr float, ptr %3, i64 128
  %544 = load <16 x float>, ptr %543, align 4
  %545 = mul i64 %c.01, 9
  %546 = add i64 %545, 6
  %547 = getelementptr float, ptr %1, i64 %546
  %548 = load float, ptr %547, align 4
  %549 = insertelement <16 x float> poison, float %548, i32 0
  %550 = shufflevector <16 x float> %549, <16 x float> poison, <16 x i32> zeroinitializer
  %551 = fmul contract <16 x float> %544, %550
  %552 = fadd contract <16 x float> %542, %551
  %553 = getelementptr float, ptr %4, i64 0
  store <16 x float> %552, ptr %553, align 4
  %554 = getelementptr float, ptr %4, i64 16
  %555 = load <16 x float>, ptr %554, align 4
  %556 = getelementptr float, ptr %3, i64 144
  %557 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %556, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %558 = mul i64 %c.01, 9
  %559 = add i64 %558, 6
  %560 = getelementptr float, ptr %1, i64 %559
  %561 = load float, ptr %560, align 4
  %562 = insertelement <16 x float> poison, float %561, i32 0
  %563 = shufflevector <16 x float> %562, <16 x float> poison, <16 x i32> zeroinitializer
  %564 = fmul contract <16 x float> %557, %563
  %565 = fadd contract <16 x float> %555, %564
  %566 = getelementptr float, ptr %4, i64 16
  store <16 x float> %565, ptr %566, align 4
  %567 = getelementptr float, ptr %4, i64 32
  %568 = load <16 x float>, ptr %567, align 4
  %569 = getelementptr float, ptr %3, i64 256
  %570 = load <16 x float>, ptr %569, align 4
  %571 = mul i64 %c.01, 9
  %572 = add i64 %571, 6
  %573 = getelementptr float, ptr %1, i64 %572
  %574 = load float, ptr %573, align 4
  %575 = insertelement <16 x float> poison, float %574, i32 0
  %576 = shufflevector <16 x float> %575, <16 x float> poison, <16 x i32> zeroinitializer
  %577 = fmul contract <16 x float> %570, %576
  %578 = fadd contract <16 x float> %568, %577
  %579 = getelementptr float, ptr %4, i64 32
  store <16 x float> %578, ptr %579, align 4
  %580 = getelementptr float, ptr %4, i64 48
  %581 = load <16 x float>, ptr %580, align 4
  %582 = getelementptr float, ptr %3, i64 272
  %583 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %582, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %584 = mul i64 %c.01, 9
  %585 = add i64 %584, 6
  %586 = getelementptr float, ptr %1, i64 %585
  %587 = load float, ptr %586, align 4
  %588 = insertelement <16 x float> poison, float %587, i32 0
  %589 = shufflevector <16 x float> %588, <16 x float> poison, <16 x i32> zeroinitializer
  %590 = fmul contract <16 x float> %583, %589
  %591 = fadd contract <16 x float> %581, %590
  %592 = getelementptr float, ptr %4, i64 48
  store <16 x float> %591, ptr %592, align 4
  %593 = getelementptr float, ptr %4, i64 64
  %594 = load <16 x float>, ptr %593, align 4
  %595 = getelementptr float, ptr %3, i64 384
  %596 = load <16 x float>, ptr %595, align 4
  %597 = mul i64 %c.01, 9
  %598 = add i64 %597, 6
  %599 = getelementptr float, ptr %1, i64 %598
  %600 = load float, ptr %599, align 4
  %601 = insertelement <16 x float> poison, float %600, i32 0
  %602 = shufflevector <16 x float> %601, <16 x float> poison, <16 x i32> zeroinitializer
  %603 = fmul contract <16 x float> %596, %602
  %604 = fadd contract <16 x float> %594, %603
  %605 = getelementptr float, ptr %4, i64 64
  store <16 x float> %604, ptr %605, align 4
  %606 = getelementptr float, ptr %4, i64 80
  %607 = load <16 x float>, ptr %606, align 4
  %608 = getelementptr float, ptr %3, i64 400
  %609 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %608, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %610 = mul i64 %c.01, 9
  %611 = add i64 %610, 6
  %612 = getelementptr float, ptr %1, i64 %611
  %613 = load float, ptr %612, align 4
  %614 = insertelement <16 x float> poison, float %613, i32 0
  %615 = shufflevector <16 x float> %614, <16 x float> poison, <16 x i32> zeroinitializer
  %616 = fmul contract <16 x float> %609, %615
  %617 = fadd contract <16 x float> %607, %616
  %618 = getelementptr float, ptr %4, i64 80
  store <16 x float> %617, ptr %618, align 4
  %619 = getelementptr float, ptr %4, i64 0
  %620 = load <16 x float>, ptr %619, align 4
  %621 = getelementptr float, ptr %3, i64 160
  %622 = load <16 x float>, ptr %621, align 4
  %623 = mul i64 %c.01, 9
  %624 = add i64 %623, 7
  %625 = getelementptr float, ptr %1, i64 %624
  %626 = load float, ptr %625, align 4
  %627 = insertelement <16 x float> poison, float %626, i32 0
  %628 = shufflevector <16 x float> %627, <16 x float> poison, <16 x i32> zeroinitializer
  %629 = fmul contract <16 x float> %622, %628
  %630 = fadd contract <16 x float> %620, %629
  %631 = getelementptr float, ptr %4, i64 0
  store <16 x float> %630, ptr %631, align 4
  %632 = getelementptr float, ptr %4, i64 16
  %633 = load <16 x float>, ptr %632, align 4
  %634 = getelementptr float, ptr %3, i64 176
  %635 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %634, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %636 = mul i64 %c.01, 9
  %637 = add i64 %636, 7
  %638 = getelementptr float, ptr %1, i64 %637
  %639 = load float, ptr %638, align 4
  %640 = insertelement <16 x float> poison, float %639, i32 0
  %641 = shufflevector <16 x float> %640, <16 x float> poison, <16 x i32> zeroinitializer
  %642 = fmul contract <16 x float> %635, %641
  %643 = fadd contract <16 x float> %633, %642
  %644 = getelementptr float, ptr %4, i64 16
  store <16 x float> %643, ptr %644, align 4
  %645 = getelementptr float, ptr %4, i64 32
  %646 = load <16 x float>, ptr %645, align 4
  %647 = getelementptr float, ptr %3, i64 288
  %648 = load <16 x float>, ptr %647, align 4
  %649 = mul i64 %c.01, 9
  %650 = add i64 %649, 7
  %651 = getelementptr float, ptr %1, i64 %650
  %652 = load float, ptr %651, align 4
  %653 = insertelement <16 x float> poison, float %652, i32 0
  %654 = shufflevector <16 x float> %653, <16 x float> poison, <16 x i32> zeroinitializer
  %655 = fmul contract <16 x float> %648, %654
  %656 = fadd contract <16 x float> %646, %655
  %657 = getelementptr float, ptr %4, i64 32
  store <16 x float> %656, ptr %657, align 4
  %658 = getelementptr float, ptr %4, i64 48
  %659 = load <16 x float>, ptr %658, align 4
  %660 = getelementptr float, ptr %3, i64 304
  %661 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %660, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %662 = mul i64 %c.01, 9
  %663 = add i64 %662, 7
  %664 = getelementptr float, ptr %1, i64 %663
  %665 = load float, ptr %664, align 4
  %666 = insertelement <16 x float> poison, float %665, i32 0
  %667 = shufflevector <16 x float> %666, <16 x float> poison, <16 x i32> zeroinitializer
  %668 = fmul contract <16 x float> %661, %667
  %669 = fadd contract <16 x float> %659, %668
  %670 = getelementptr float, ptr %4, i64 48
  store <16 x float> %669, ptr %670, align 4
  %671 = getelementptr float, ptr %4, i64 64
  %672 = load <16 x float>, ptr %671, align 4
  %673 = getelementptr float, ptr %3, i64 416
  %674 = load <16 x float>, ptr %673, align 4
  %675 = mul i64 %c.01, 9
  %676 = add i64 %675, 7
  %677 = getelementptr float, ptr %1, i64 %676
  %678 = load float, ptr %677, align 4
  %679 = insertelement <16 x float> poison, float %678, i32 0
  %680 = shufflevector <16 x float> %679, <16 x float> poison, <16 x i32> zeroinitializer
  %681 = fmul contract <16 x float> %674, %680
  %682 = fadd contract <16 x float> %672, %681
  %683 = getelementptr float, ptr %4, i64 64
  store <16 x float> %682, ptr %683, align 4
  %684 = getelementptr float, ptr %4, i64 80
  %685 = load <16 x float>, ptr %684, align 4
  %686 = getelementptr float, ptr %3, i64 432
  %687 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %686, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %688 = mul i64 %c.01, 9
  %689 = add i64 %688, 7
  %690 = getelementptr float, ptr %1, i64 %689
  %691 = load float, ptr %690, align 4
  %692 = insertelement <16 x float> poison, float %691, i32 0
  %693 = shufflevector <16 x float> %692, <16 x float> poison, <16 x i32> zeroinitializer
  %694 = fmul contract <16 x float> %687, %693
  %695 = fadd contract <16 x float> %685, %694
  %696 = getelementptr float, ptr %4, i64 80
  store <16 x float> %695, ptr %696, align 4
  %697 = getelementptr float, ptr %4, i64 0
  %698 = load <16 x float>, ptr %697, align 4
  %699 = getelementptr float, ptr %3, i64 129
  %700 = load <16 x float>, ptr %699, align 4
  %701 = mul i64 %c.01, 9
  %702 = add i64 %701, 8
  %703 = getelementptr float, ptr %1, i64 %702
  %704 = load float, ptr %703, align 4
  %705 = insertelement <16 x float> poison, float %704, i32 0
  %706 = shufflevector <16 x float> %705, <16 x float> poison, <16 x i32> zeroinitializer
  %707 = fmul contract <16 x float> %700, %706
  %708 = fadd contract <16 x float> %698, %707
  %709 = getelementptr float, ptr %4, i64 0
  store <16 x float> %708, ptr %709, align 4
  %710 = getelementptr float, ptr %4, i64 16
  %711 = load <16 x float>, ptr %710, align 4
  %712 = getelementptr float, ptr %3, i64 145
  %713 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %712, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %714 = mul i64 %c.01, 9
  %715 = add i64 %714, 8
  %716 = getelementptr float, ptr %1, i64 %715
  %717 = load float, ptr %716, align 4
  %718 = insertelement <16 x float> poison, float %717, i32 0
  %719 = shufflevector <16 x float> %718, <16 x float> poison, <16 x i32> zeroinitializer
  %720 = fmul contract <16 x float> %713, %719
  %721 = fadd contract <16 x float> %711, %720
  %722 = getelementptr float, ptr %4, i64 16
  store <16 x float> %721, ptr %722, align 4
  %723 = getelementptr float, ptr %4, i64 32
  %724 = load <16 x float>, ptr %723, align 4
  %725 = getelementptr float, ptr %3, i64 257
  %726 = load <16 x float>, ptr %725, align 4
  %727 = mul i64 %c.01, 9
  %728 = add i64 %727, 8
  %729 = getelementptr float, ptr %1, i64 %728
  %730 = load float, ptr %729, align 4
  %731 = insertelement <16 x float> poison, float %730, i32 0
  %732 = shufflevector <16 x float> %731, <16 x float> poison, <16 x i32> zeroinitializer
  %733 = fmul contract <16 x float> %726, %732
  %734 = fadd contract <16 x float> %724, %733
  %735 = getelementptr float, ptr %4, i64 32
  store <16 x float> %734, ptr %735, align 4
  %736 = getelementptr float, ptr %4, i64 48
  %737 = load <16 x float>, ptr %736, align 4
  %738 = getelementptr float, ptr %3, i64 273
  %739 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %738, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %740 = mul i64 %c.01, 9
  %741 = add i64 %740, 8
  %742 = getelementptr float, ptr %1, i64 %741
  %743 = load float, ptr %742, align 4
  %744 = insertelement <16 x float> poison, float %743, i32 0
  %745 = shufflevector <16 x float> %744, <16 x float> poison, <16 x i32> zeroinitializer
  %746 = fmul contract <16 x float> %739, %745
  %747 = fadd contract <16 x float> %737, %746
  %748 = getelementptr float, ptr %4, i64 48
  store <16 x float> %747, ptr %748, align 4
  %749 = getelementptr float, ptr %4, i64 64
  %750 = load <16 x float>, ptr %749, align 4
  %751 = getelementptr float, ptr %3, i64 385
  %752 = load <16 x float>, ptr %751, align 4
  %753 = mul i64 %c.01, 9
  %754 = add i64 %753, 8
  %755 = getelementptr float, ptr %1, i64 %754
  %756 = load float, ptr %755, align 4
  %757 = insertelement <16 x float> poison, float %756, i32 0
  %758 = shufflevector <16 x float> %757, <16 x float> poison, <16 x i32> zeroinitializer
  %759 = fmul contract <16 x float> %752, %758
  %760 = fadd contract <16 x float> %750, %759
  %761 = getelementptr float, ptr %4, i64 64
  store <16 x float> %760, ptr %761, align 4
  %762 = getelementptr float, ptr %4, i64 80
  %763 = load <16 x float>, ptr %762, align 4
  %764 = getelementptr float, ptr %3, i64 401
  %765 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %764, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %766 = mul i64 %c.01, 9
  %767 = add i64 %766, 8
  %768 = getelementptr float, ptr %1, i64 %767
  %769 = load float, ptr %768, align 4
  %770 = insertelement <16 x float> poison, float %769, i32 0
  %771 = shufflevector <16 x float> %770, <16 x float> poison, <16 x i32> zeroinitializer
  %772 = fmul contract <16 x float> %765, %771
  %773 = fadd contract <16 x float> %763, %772
  %774 = getelementptr float, ptr %4, i64 80
  store <16 x float> %773, ptr %774, align 4
  %775 = getelementptr float, ptr %4, i64 0
  %776 = load <16 x float>, ptr %775, align 4
  %777 = mul i64 %c.01, 60
  %778 = getelementptr float, ptr %2, i64 %777
  store <16 x float> %776, ptr %778, align 4
  %779 = getelementptr float, ptr %4, i64 16
  %780 = load <16 x float>, ptr %779, align 4
  %781 = mul i64 %c.01, 60
  %782 = add i64 %781, 16
  %783 = getelementptr float, ptr %2, i64 %782
  call void @llvm.masked.store.v16f32.p0(<16 x float> %780, ptr %783, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %784 = getelementptr float, ptr %4, i64 32
  %785 = load <16 x float>, ptr %784, align 4
  %786 = mul i64 %c.01, 60
  %787 = add i64 %786, 20
  %788 = getelementptr float, ptr %2, i64 %787
  store <16 x float> %785, ptr %788, align 4
  %789 = getelementptr float, ptr %4, i64 48
  %790 = load <16 x float>, ptr %789, align 4
  %791 = mul i64 %c.01, 60
  %792 = add i64 %791, 36
  %793 = getelementptr float, ptr %2, i64 %792
  call void @llvm.masked.store.v16f32.p0(<16 x float> %790, ptr %793, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %794 = getelementptr float, ptr %4, i64 64
  %795 = load <16 x float>, ptr %794, align 4
  %796 = mul i64 %c.01, 60
  %797 = add i64 %796, 40
  %798 = getelementptr float, ptr %2, i64 %797
  store <16 x float> %795, ptr %798, align 4
  %799 = getelementptr float, ptr %4, i64 80
  %800 = load <16 x float>, ptr %799, align 4
  %801 = mul i64 %c.01, 60
  %802 = add i64 %801, 56
  %803 = getelementptr float, ptr %2, i64 %802
  call void @llvm.masked.store.v16f32.p0(<16 x float> %800, ptr %803, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %804 = add i64 %c.01, 1
  br label %c.0, !llvm.loop !0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr nocapture, i32 immarg, <16 x i1>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr nocapture, i32 immarg, <16 x i1>, <16 x float>) #3


!0 = distinct !{!0, !1, !2, !3}
!1 = !{!"llvm.loop.vectorize.enable", i1 false}
!2 = !{!"llvm.loop.interleave.count", i32 1}
!3 = !{!"llvm.loop.unroll.disable"}
