
; Function Attrs: nounwind
define void @tt_kernel(ptr noalias %0, ptr noalias %1, ptr noalias %2) #0 {
entry:
  %3 = alloca [52 x float], align 64
  %4 = alloca [24 x float], align 64
  br label %start

start:                                            ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %3, i8 0, i64 208, i1 false)
  br label %y.0

y.0:                                              ; preds = %exit17, %start
  %y.01 = phi i64 [ 0, %start ], [ %663, %exit17 ]
  %5 = icmp slt i64 %y.01, 5
  br i1 %5, label %body, label %exit

body:                                             ; preds = %y.0
  br label %pw0.1

exit:                                             ; preds = %y.0
  ret void

pw0.1:                                            ; preds = %exit14, %body
  %pw0.14 = phi i64 [ 0, %body ], [ %96, %exit14 ]
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
  %28 = mul i64 %y.01, -1
  %29 = add i64 %28, 6
  %30 = icmp slt i64 3, %29
  %31 = select i1 %30, i64 3, i64 %29
  %32 = mul i64 %y.01, -1
  %33 = add i64 %32, 1
  %34 = icmp sgt i64 0, %33
  %35 = select i1 %34, i64 0, i64 %33
  %36 = sub i64 %31, %35
  %37 = add i64 %27, %36
  br label %r.1

pw0.2:                                            ; preds = %body5, %body2
  %pw0.27 = phi i64 [ 0, %body2 ], [ %48, %body5 ]
  %38 = icmp slt i64 %pw0.27, %17
  br i1 %38, label %body5, label %exit6

body5:                                            ; preds = %pw0.2
  %39 = mul i64 %pw0.14, 24
  %40 = mul i64 %pw0.27, 8
  %41 = add i64 %39, %40
  %42 = getelementptr float, ptr %3, i64 %41
  store <4 x float> zeroinitializer, ptr %42, align 4
  %43 = mul i64 %pw0.14, 24
  %44 = mul i64 %pw0.27, 8
  %45 = add i64 %43, %44
  %46 = add i64 %45, 4
  %47 = getelementptr float, ptr %3, i64 %46
  call void @llvm.masked.store.v4f32.p0(<4 x float> zeroinitializer, ptr %47, i32 4, <4 x i1> <i1 true, i1 true, i1 true, i1 false>)
  %48 = add i64 %pw0.27, 1
  br label %pw0.2, !llvm.loop !0

exit6:                                            ; preds = %pw0.2
  %49 = sub i64 %16, %10
  %50 = add i64 %10, %49
  br label %pw0.28

pw0.28:                                           ; preds = %body9, %exit6
  %pw0.211 = phi i64 [ %10, %exit6 ], [ %81, %body9 ]
  %51 = icmp slt i64 %pw0.211, %50
  br i1 %51, label %body9, label %exit10

body9:                                            ; preds = %pw0.28
  %52 = mul i64 %pw0.14, 25
  %53 = mul i64 %y.01, 5
  %54 = add i64 %52, %53
  %55 = mul i64 %pw0.211, 5
  %56 = add i64 %54, %55
  %57 = sub i64 %56, 5
  %58 = getelementptr float, ptr %0, i64 %57
  %59 = load <4 x float>, ptr %58, align 4
  %60 = shufflevector <4 x float> %59, <4 x float> poison, <4 x i32> <i32 poison, i32 0, i32 1, i32 2>
  %61 = select <4 x i1> <i1 false, i1 true, i1 true, i1 true>, <4 x float> %60, <4 x float> zeroinitializer
  %62 = mul i64 %pw0.14, 24
  %63 = mul i64 %pw0.211, 8
  %64 = add i64 %62, %63
  %65 = getelementptr float, ptr %3, i64 %64
  store <4 x float> %61, ptr %65, align 4
  %66 = mul i64 %pw0.14, 25
  %67 = mul i64 %y.01, 5
  %68 = add i64 %66, %67
  %69 = mul i64 %pw0.211, 5
  %70 = add i64 %68, %69
  %71 = sub i64 %70, 4
  %72 = getelementptr float, ptr %0, i64 %71
  %73 = load <4 x float>, ptr %72, align 4
  %74 = shufflevector <4 x float> %73, <4 x float> poison, <4 x i32> <i32 2, i32 3, i32 poison, i32 poison>
  %75 = select <4 x i1> <i1 true, i1 true, i1 false, i1 false>, <4 x float> %74, <4 x float> zeroinitializer
  %76 = mul i64 %pw0.14, 24
  %77 = mul i64 %pw0.211, 8
  %78 = add i64 %76, %77
  %79 = add i64 %78, 4
  %80 = getelementptr float, ptr %3, i64 %79
  store <4 x float> %75, ptr %80, align 4
  %81 = add i64 %pw0.211, 1
  br label %pw0.28, !llvm.loop !0

exit10:                                           ; preds = %pw0.28
  %82 = mul i64 %16, -1
  %83 = add i64 %82, 3
  %84 = add i64 %16, %83
  br label %pw0.212

pw0.212:                                          ; preds = %body13, %exit10
  %pw0.215 = phi i64 [ %16, %exit10 ], [ %95, %body13 ]
  %85 = icmp slt i64 %pw0.215, %84
  br i1 %85, label %body13, label %exit14

body13:                                           ; preds = %pw0.212
  %86 = mul i64 %pw0.14, 24
  %87 = mul i64 %pw0.215, 8
  %88 = add i64 %86, %87
  %89 = getelementptr float, ptr %3, i64 %88
  store <4 x float> zeroinitializer, ptr %89, align 4
  %90 = mul i64 %pw0.14, 24
  %91 = mul i64 %pw0.215, 8
  %92 = add i64 %90, %91
  %93 = add i64 %92, 4
  %94 = getelementptr float, ptr %3, i64 %93
  call void @llvm.masked.store.v4f32.p0(<4 x float> zeroinitializer, ptr %94, i32 4, <4 x i1> <i1 true, i1 true, i1 true, i1 false>)
  %95 = add i64 %pw0.215, 1
  br label %pw0.212, !llvm.loop !0

exit14:                                           ; preds = %pw0.212
  %96 = add i64 %pw0.14, 1
  br label %pw0.1, !llvm.loop !0

r.1:                                              ; preds = %body16, %exit3
  %r.118 = phi i64 [ %27, %exit3 ], [ %633, %body16 ]
  %97 = icmp slt i64 %r.118, %37
  br i1 %97, label %body16, label %exit17

body16:                                           ; preds = %r.1
  %98 = getelementptr float, ptr %4, i64 0
  %99 = load <4 x float>, ptr %98, align 4
  %100 = mul i64 %r.118, 8
  %101 = getelementptr float, ptr %3, i64 %100
  %102 = load <4 x float>, ptr %101, align 4
  %103 = mul i64 %r.118, 3
  %104 = getelementptr float, ptr %1, i64 %103
  %105 = load float, ptr %104, align 4
  %106 = insertelement <4 x float> poison, float %105, i32 0
  %107 = shufflevector <4 x float> %106, <4 x float> poison, <4 x i32> zeroinitializer
  %108 = fmul contract <4 x float> %102, %107
  %109 = fadd contract <4 x float> %99, %108
  %110 = getelementptr float, ptr %4, i64 0
  store <4 x float> %109, ptr %110, align 4
  %111 = getelementptr float, ptr %4, i64 4
  %112 = load <4 x float>, ptr %111, align 4
  %113 = mul i64 %r.118, 8
  %114 = add i64 %113, 4
  %115 = getelementptr float, ptr %3, i64 %114
  %116 = load <4 x float>, ptr %115, align 4
  %117 = mul i64 %r.118, 3
  %118 = getelementptr float, ptr %1, i64 %117
  %119 = load float, ptr %118, align 4
  %120 = insertelement <4 x float> poison, float %119, i32 0
  %121 = shufflevector <4 x float> %120, <4 x float> poison, <4 x i32> zeroinitializer
  %122 = fmul contract <4 x float> %116, %121
  %123 = fadd contract <4 x float> %112, %122
  %124 = getelementptr float, ptr %4, i64 4
  store <4 x float> %123, ptr %124, align 4
  %125 = getelementptr float, ptr %4, i64 8
  %126 = load <4 x float>, ptr %125, align 4
  %127 = mul i64 %r.118, 8
  %128 = getelementptr float, ptr %3, i64 %127
  %129 = load <4 x float>, ptr %128, align 4
  %130 = mul i64 %r.118, 3
  %131 = add i64 %130, 18
  %132 = getelementptr float, ptr %1, i64 %131
  %133 = load float, ptr %132, align 4
  %134 = insertelement <4 x float> poison, float %133, i32 0
  %135 = shufflevector <4 x float> %134, <4 x float> poison, <4 x i32> zeroinitializer
  %136 = fmul contract <4 x float> %129, %135
  %137 = fadd contract <4 x float> %126, %136
  %138 = getelementptr float, ptr %4, i64 8
  store <4 x float> %137, ptr %138, align 4
  %139 = getelementptr float, ptr %4, i64 12
  %140 = load <4 x float>, ptr %139, align 4
  %141 = mul i64 %r.118, 8
  %142 = add i64 %141, 4
  %143 = getelementptr float, ptr %3, i64 %142
  %144 = load <4 x float>, ptr %143, align 4
  %145 = mul i64 %r.118, 3
  %146 = add i64 %145, 18
  %147 = getelementptr float, ptr %1, i64 %146
  %148 = load float, ptr %147, align 4
  %149 = insertelement <4 x float> poison, float %148, i32 0
  %150 = shufflevector <4 x float> %149, <4 x float> poison, <4 x i32> zeroinitializer
  %151 = fmul contract <4 x float> %144, %150
  %152 = fadd contract <4 x float> %140, %151
  %153 = getelementptr float, ptr %4, i64 12
  store <4 x float> %152, ptr %153, align 4
  %154 = getelementptr float, ptr %4, i64 16
  %155 = load <4 x float>, ptr %154, align 4
  %156 = mul i64 %r.118, 8
  %157 = getelementptr float, ptr %3, i64 %156
  %158 = load <4 x float>, ptr %157, align 4
  %159 = mul i64 %r.118, 3
  %160 = add i64 %159, 36
  %161 = getelementptr float, ptr %1, i64 %160
  %162 = load float, ptr %161, align 4
  %163 = insertelement <4 x float> poison, float %162, i32 0
  %164 = shufflevector <4 x float> %163, <4 x float> poison, <4 x i32> zeroinitializer
  %165 = fmul contract <4 x float> %158, %164
  %166 = fadd contract <4 x float> %155, %165
  %167 = getelementptr float, ptr %4, i64 16
  store <4 x float> %166, ptr %167, align 4
  %168 = getelementptr float, ptr %4, i64 20
  %169 = load <4 x float>, ptr %168, align 4
  %170 = mul i64 %r.118, 8
  %171 = add i64 %170, 4
  %172 = getelementptr float, ptr %3, i64 %171
  %173 = load <4 x float>, ptr %172, align 4
  %174 = mul i64 %r.118, 3
  %175 = add i64 %174, 36
  %176 = getelementptr float, ptr %1, i64 %175
  %177 = load float, ptr %176, align 4
  %178 = insertelement <4 x float> poison, float %177, i32 0
  %179 = shufflevector <4 x float> %178, <4 x float> poison, <4 x i32> zeroinitializer
  %180 = fmul contract <4 x float> %173, %179
  %181 = fadd contract <4 x float> %169, %180
  %182 = getelementptr float, ptr %4, i64 20
  store <4 x float> %181, ptr %182, align 4
  %183 = getelementptr float, ptr %4, i64 0
  %184 = load <4 x float>, ptr %183, align 4
  %185 = mul i64 %r.118, 8
  %186 = add i64 %185, 1
  %187 = getelementptr float, ptr %3, i64 %186
  %188 = load <4 x float>, ptr %187, align 4
  %189 = mul i64 %r.118, 3
  %190 = add i64 %189, 1
  %191 = getelementptr float, ptr %1, i64 %190
  %192 = load float, ptr %191, align 4
  %193 = insertelement <4 x float> poison, float %192, i32 0
  %194 = shufflevector <4 x float> %193, <4 x float> poison, <4 x i32> zeroinitializer
  %195 = fmul contract <4 x float> %188, %194
  %196 = fadd contract <4 x float> %184, %195
  %197 = getelementptr float, ptr %4, i64 0
  store <4 x float> %196, ptr %197, align 4
  %198 = getelementptr float, ptr %4, i64 4
  %199 = load <4 x float>, ptr %198, align 4
  %200 = mul i64 %r.118, 8
  %201 = add i64 %200, 5
  %202 = getelementptr float, ptr %3, i64 %201
  %203 = load <4 x float>, ptr %202, align 4
  %204 = mul i64 %r.118, 3
  %205 = add i64 %204, 1
  %206 = getelementptr float, ptr %1, i64 %205
  %207 = load float, ptr %206, align 4
  %208 = insertelement <4 x float> poison, float %207, i32 0
  %209 = shufflevector <4 x float> %208, <4 x float> poison, <4 x i32> zeroinitializer
  %210 = fmul contract <4 x float> %203, %209
  %211 = fadd contract <4 x float> %199, %210
  %212 = getelementptr float, ptr %4, i64 4
  store <4 x float> %211, ptr %212, align 4
  %213 = getelementptr float, ptr %4, i64 8
  %214 = load <4 x float>, ptr %213, align 4
  %215 = mul i64 %r.118, 8
  %216 = add i64 %215, 1
  %217 = getelementptr float, ptr %3, i64 %216
  %218 = load <4 x float>, ptr %217, align 4
  %219 = mul i64 %r.118, 3
  %220 = add i64 %219, 19
  %221 = getelementptr float, ptr %1, i64 %220
  %222 = load float, ptr %221, align 4
  %223 = insertelement <4 x float> poison, float %222, i32 0
  %224 = shufflevector <4 x float> %223, <4 x float> poison, <4 x i32> zeroinitializer
  %225 = fmul contract <4 x float> %218, %224
  %226 = fadd contract <4 x float> %214, %225
  %227 = getelementptr float, ptr %4, i64 8
  store <4 x float> %226, ptr %227, align 4
  %228 = getelementptr float, ptr %4, i64 12
  %229 = load <4 x float>, ptr %228, align 4
  %230 = mul i64 %r.118, 8
  %231 = add i64 %230, 5
  %232 = getelementptr float, ptr %3, i64 %231
  %233 = load <4 x float>, ptr %232, align 4
  %234 = mul i64 %r.118, 3
  %235 = add i64 %234, 19
  %236 = getelementptr float, ptr %1, i64 %235
  %237 = load float, ptr %236, align 4
  %238 = insertelement <4 x float> poison, float %237, i32 0
  %239 = shufflevector <4 x float> %238, <4 x float> poison, <4 x i32> zeroinitializer
  %240 = fmul contract <4 x float> %233, %239
  %241 = fadd contract <4 x float> %229, %240
  %242 = getelementptr float, ptr %4, i64 12
  store <4 x float> %241, ptr %242, align 4
  %243 = getelementptr float, ptr %4, i64 16
  %244 = load <4 x float>, ptr %243, align 4
  %245 = mul i64 %r.118, 8
  %246 = add i64 %245, 1
  %247 = getelementptr float, ptr %3, i64 %246
  %248 = load <4 x float>, ptr %247, align 4
  %249 = mul i64 %r.118, 3
  %250 = add i64 %249, 37
  %251 = getelementptr float, ptr %1, i64 %250
  %252 = load float, ptr %251, align 4
  %253 = insertelement <4 x float> poison, float %252, i32 0
  %254 = shufflevector <4 x float> %253, <4 x float> poison, <4 x i32> zeroinitializer
  %255 = fmul contract <4 x float> %248, %254
  %256 = fadd contract <4 x float> %244, %255
  %257 = getelementptr float, ptr %4, i64 16
  store <4 x float> %256, ptr %257, align 4
  %258 = getelementptr float, ptr %4, i64 20
  %259 = load <4 x float>, ptr %258, align 4
  %260 = mul i64 %r.118, 8
  %261 = add i64 %260, 5
  %262 = getelementptr float, ptr %3, i64 %261
  %263 = load <4 x float>, ptr %262, align 4
  %264 = mul i64 %r.118, 3
  %265 = add i64 %264, 37
  %266 = getelementptr float, ptr %1, i64 %265
  %267 = load float, ptr %266, align 4
  %268 = insertelement <4 x float> poison, float %267, i32 0
  %269 = shufflevector <4 x float> %268, <4 x float> poison, <4 x i32> zeroinitializer
  %270 = fmul contract <4 x float> %263, %269
  %271 = fadd contract <4 x float> %259, %270
  %272 = getelementptr float, ptr %4, i64 20
  store <4 x float> %271, ptr %272, align 4
  %273 = getelementptr float, ptr %4, i64 0
  %274 = load <4 x float>, ptr %273, align 4
  %275 = mul i64 %r.118, 8
  %276 = add i64 %275, 2
  %277 = getelementptr float, ptr %3, i64 %276
  %278 = load <4 x float>, ptr %277, align 4
  %279 = mul i64 %r.118, 3
  %280 = add i64 %279, 2
  %281 = getelementptr float, ptr %1, i64 %280
  %282 = load float, ptr %281, align 4
  %283 = insertelement <4 x float> poison, float %282, i32 0
  %284 = shufflevector <4 x float> %283, <4 x float> poison, <4 x i32> zeroinitializer
  %285 = fmul contract <4 x float> %278, %284
  %286 = fadd contract <4 x float> %274, %285
  %287 = getelementptr float, ptr %4, i64 0
  store <4 x float> %286, ptr %287, align 4
  %288 = getelementptr float, ptr %4, i64 4
  %289 = load <4 x float>, ptr %288, align 4
  %290 = mul i64 %r.118, 8
  %291 = add i64 %290, 6
  %292 = getelementptr float, ptr %3, i64 %291
  %293 = load <4 x float>, ptr %292, align 4
  %294 = mul i64 %r.118, 3
  %295 = add i64 %294, 2
  %296 = getelementptr float, ptr %1, i64 %295
  %297 = load float, ptr %296, align 4
  %298 = insertelement <4 x float> poison, float %297, i32 0
  %299 = shufflevector <4 x float> %298, <4 x float> poison, <4 x i32> zeroinitializer
  %300 = fmul contract <4 x float> %293, %299
  %301 = fadd contract <4 x float> %289, %300
  %302 = getelementptr float, ptr %4, i64 4
  store <4 x float> %301, ptr %302, align 4
  %303 = getelementptr float, ptr %4, i64 8
  %304 = load <4 x float>, ptr %303, align 4
  %305 = mul i64 %r.118, 8
  %306 = add i64 %305, 2
  %307 = getelementptr float, ptr %3, i64 %306
  %308 = load <4 x float>, ptr %307, align 4
  %309 = mul i64 %r.118, 3
  %310 = add i64 %309, 20
  %311 = getelementptr float, ptr %1, i64 %310
  %312 = load float, ptr %311, align 4
  %313 = insertelement <4 x float> poison, float %312, i32 0
  %314 = shufflevector <4 x float> %313, <4 x float> poison, <4 x i32> zeroinitializer
  %315 = fmul contract <4 x float> %308, %314
  %316 = fadd contract <4 x float> %304, %315
  %317 = getelementptr float, ptr %4, i64 8
  store <4 x float> %316, ptr %317, align 4
  %318 = getelementptr float, ptr %4, i64 12
  %319 = load <4 x float>, ptr %318, align 4
  %320 = mul i64 %r.118, 8
  %321 = add i64 %320, 6
  %322 = getelementptr float, ptr %3, i64 %321
  %323 = load <4 x float>, ptr %322, align 4
  %324 = mul i64 %r.118, 3
  %325 = add i64 %324, 20
  %326 = getelementptr float, ptr %1, i64 %325
  %327 = load float, ptr %326, align 4
  %328 = insertelement <4 x float> poison, float %327, i32 0
  %329 = shufflevector <4 x float> %328, <4 x float> poison, <4 x i32> zeroinitializer
  %330 = fmul contract <4 x float> %323, %329
  %331 = fadd contract <4 x float> %319, %330
  %332 = getelementptr float, ptr %4, i64 12
  store <4 x float> %331, ptr %332, align 4
  %333 = getelementptr float, ptr %4, i64 16
  %334 = load <4 x float>, ptr %333, align 4
  %335 = mul i64 %r.118, 8
  %336 = add i64 %335, 2
  %337 = getelementptr float, ptr %3, i64 %336
  %338 = load <4 x float>, ptr %337, align 4
  %339 = mul i64 %r.118, 3
  %340 = add i64 %339, 38
  %341 = getelementptr float, ptr %1, i64 %340
  %342 = load float, ptr %341, align 4
  %343 = insertelement <4 x float> poison, float %342, i32 0
  %344 = shufflevector <4 x float> %343, <4 x float> poison, <4 x i32> zeroinitializer
  %345 = fmul contract <4 x float> %338, %344
  %346 = fadd contract <4 x float> %334, %345
  %347 = getelementptr float, ptr %4, i64 16
  store <4 x float> %346, ptr %347, align 4
  %348 = getelementptr float, ptr %4, i64 20
  %349 = load <4 x float>, ptr %348, align 4
  %350 = mul i64 %r.118, 8
  %351 = add i64 %350, 6
  %352 = getelementptr float, ptr %3, i64 %351
  %353 = load <4 x float>, ptr %352, align 4
  %354 = mul i64 %r.118, 3
  %355 = add i64 %354, 38
  %356 = getelementptr float, ptr %1, i64 %355
  %357 = load float, ptr %356, align 4
  %358 = insertelement <4 x float> poison, float %357, i32 0
  %359 = shufflevector <4 x float> %358, <4 x float> poison, <4 x i32> zeroinitializer
  %360 = fmul contract <4 x float> %353, %359
  %361 = fadd contract <4 x float> %349, %360
  %362 = getelementptr float, ptr %4, i64 20
  store <4 x float> %361, ptr %362, align 4
  %363 = getelementptr float, ptr %4, i64 0
  %364 = load <4 x float>, ptr %363, align 4
  %365 = mul i64 %r.118, 8
  %366 = add i64 %365, 24
  %367 = getelementptr float, ptr %3, i64 %366
  %368 = load <4 x float>, ptr %367, align 4
  %369 = mul i64 %r.118, 3
  %370 = add i64 %369, 9
  %371 = getelementptr float, ptr %1, i64 %370
  %372 = load float, ptr %371, align 4
  %373 = insertelement <4 x float> poison, float %372, i32 0
  %374 = shufflevector <4 x float> %373, <4 x float> poison, <4 x i32> zeroinitializer
  %375 = fmul contract <4 x float> %368, %374
  %376 = fadd contract <4 x float> %364, %375
  %377 = getelementptr float, ptr %4, i64 0
  store <4 x float> %376, ptr %377, align 4
  %378 = getelementptr float, ptr %4, i64 4
  %379 = load <4 x float>, ptr %378, align 4
  %380 = mul i64 %r.118, 8
  %381 = add i64 %380, 28
  %382 = getelementptr float, ptr %3, i64 %381
  %383 = load <4 x float>, ptr %382, align 4
  %384 = mul i64 %r.118, 3
  %385 = add i64 %384, 9
  %386 = getelementptr float, ptr %1, i64 %385
  %387 = load float, ptr %386, align 4
  %388 = insertelement <4 x float> poison, float %387, i32 0
  %389 = shufflevector <4 x float> %388, <4 x float> poison, <4 x i32> zeroinitializer
  %390 = fmul contract <4 x float> %383, %389
  %391 = fadd contract <4 x float> %379, %390
  %392 = getelementptr float, ptr %4, i64 4
  store <4 x float> %391, ptr %392, align 4
  %393 = getelementptr float, ptr %4, i64 8
  %394 = load <4 x float>, ptr %393, align 4
  %395 = mul i64 %r.118, 8
  %396 = add i64 %395, 24
  %397 = getelementptr float, ptr %3, i64 %396
  %398 = load <4 x float>, ptr %397, align 4
  %399 = mul i64 %r.118, 3
  %400 = add i64 %399, 27
  %401 = getelementptr float, ptr %1, i64 %400
  %402 = load float, ptr %401, align 4
  %403 = insertelement <4 x float> poison, float %402, i32 0
  %404 = shufflevector <4 x float> %403, <4 x float> poison, <4 x i32> zeroinitializer
  %405 = fmul contract <4 x float> %398, %404
  %406 = fadd contract <4 x float> %394, %405
  %407 = getelementptr float, ptr %4, i64 8
  store <4 x float> %406, ptr %407, align 4
  %408 = getelementptr float, ptr %4, i64 12
  %409 = load <4 x float>, ptr %408, align 4
  %410 = mul i64 %r.118, 8
  %411 = add i64 %410, 28
  %412 = getelementptr float, ptr %3, i64 %411
  %413 = load <4 x float>, ptr %412, align 4
  %414 = mul i64 %r.118, 3
  %415 = add i64 %414, 27
  %416 = getelementptr float, ptr %1, i64 %415
  %417 = load float, ptr %416, align 4
  %418 = insertelement <4 x float> poison, float %417, i32 0
  %419 = shufflevector <4 x float> %418, <4 x float> poison, <4 x i32> zeroinitializer
  %420 = fmul contract <4 x float> %413, %419
  %421 = fadd contract <4 x float> %409, %420
  %422 = getelementptr float, ptr %4, i64 12
  store <4 x float> %421, ptr %422, align 4
  %423 = getelementptr float, ptr %4, i64 16
  %424 = load <4 x float>, ptr %423, align 4
  %425 = mul i64 %r.118, 8
  %426 = add i64 %425, 24
  %427 = getelementptr float, ptr %3, i64 %426
  %428 = load <4 x float>, ptr %427, align 4
  %429 = mul i64 %r.118, 3
  %430 = add i64 %429, 45
  %431 = getelementptr float, ptr %1, i64 %430
  %432 = load float, ptr %431, align 4
  %433 = insertelement <4 x float> poison, float %432, i32 0
  %434 = shufflevector <4 x float> %433, <4 x float> poison, <4 x i32> zeroinitializer
  %435 = fmul contract <4 x float> %428, %434
  %436 = fadd contract <4 x float> %424, %435
  %437 = getelementptr float, ptr %4, i64 16
  store <4 x float> %436, ptr %437, align 4
  %438 = getelementptr float, ptr %4, i64 20
  %439 = load <4 x float>, ptr %438, align 4
  %440 = mul i64 %r.118, 8
  %441 = add i64 %440, 28
  %442 = getelementptr float, ptr %3, i64 %441
  %443 = load <4 x float>, ptr %442, align 4
  %444 = mul i64 %r.118, 3
  %445 = add i64 %444, 45
  %446 = getelementptr float, ptr %1, i64 %445
  %447 = load float, ptr %446, align 4
  %448 = insertelement <4 x float> poison, float %447, i32 0
  %449 = shufflevector <4 x float> %448, <4 x float> poison, <4 x i32> zeroinitializer
  %450 = fmul contract <4 x float> %443, %449
  %451 = fadd contract <4 x float> %439, %450
  %452 = getelementptr float, ptr %4, i64 20
  store <4 x float> %451, ptr %452, align 4
  %453 = getelementptr float, ptr %4, i64 0
  %454 = load <4 x float>, ptr %453, align 4
  %455 = mul i64 %r.118, 8
  %456 = add i64 %455, 25
  %457 = getelementptr float, ptr %3, i64 %456
  %458 = load <4 x float>, ptr %457, align 4
  %459 = mul i64 %r.118, 3
  %460 = add i64 %459, 10
  %461 = getelementptr float, ptr %1, i64 %460
  %462 = load float, ptr %461, align 4
  %463 = insertelement <4 x float> poison, float %462, i32 0
  %464 = shufflevector <4 x float> %463, <4 x float> poison, <4 x i32> zeroinitializer
  %465 = fmul contract <4 x float> %458, %464
  %466 = fadd contract <4 x float> %454, %465
  %467 = getelementptr float, ptr %4, i64 0
  store <4 x float> %466, ptr %467, align 4
  %468 = getelementptr float, ptr %4, i64 4
  %469 = load <4 x float>, ptr %468, align 4
  %470 = mul i64 %r.118, 8
  %471 = add i64 %470, 29
  %472 = getelementptr float, ptr %3, i64 %471
  %473 = load <4 x float>, ptr %472, align 4
  %474 = mul i64 %r.118, 3
  %475 = add i64 %474, 10
  %476 = getelementptr float, ptr %1, i64 %475
  %477 = load float, ptr %476, align 4
  %478 = insertelement <4 x float> poison, float %477, i32 0
  %479 = shufflevector <4 x float> %478, <4 x float> poison, <4 x i32> zeroinitializer
  %480 = fmul contract <4 x float> %473, %479
  %481 = fadd contract <4 x float> %469, %480
  %482 = getelementptr float, ptr %4, i64 4
  store <4 x float> %481, ptr %482, align 4
  %483 = getelementptr float, ptr %4, i64 8
  %484 = load <4 x float>, ptr %483, align 4
  %485 = mul i64 %r.118, 8
  %486 = add i64 %485, 25
  %487 = getelementptr float, ptr %3, i64 %486
  %488 = load <4 x float>, ptr %487, align 4
  %489 = mul i64 %r.118, 3
  %490 = add i64 %489, 28
  %491 = getelementptr float, ptr %1, i64 %490
  %492 = load float, ptr %491, align 4
  %493 = insertelement <4 x float> poison, float %492, i32 0
  %494 = shufflevector <4 x float> %493, <4 x float> poison, <4 x i32> zeroinitializer
  %495 = fmul contract <4 x float> %488, %494
  %496 = fadd contract <4 x float> %484, %495
  %497 = getelementptr float, ptr %4, i64 8
  store <4 x float> %496, ptr %497, align 4
  %498 = getelementptr float, ptr %4, i64 12
  %499 = load <4 x float>, ptr %498, align 4
  %500 = mul i64 %r.118, 8
  %501 = add i64 %500, 29
  %502 = getelementptr float, ptr %3, i64 %501
  %503 = load <4 x float>, ptr %502, align 4
  %504 = mul i64 %r.118, 3
  %505 = add i64 %504, 28
  %506 = getelementptr float, ptr %1, i64 %505
  %507 = load float, ptr %506, align 4
  %508 = insertelement <4 x float> poison, float %507, i32 0
  %509 = shufflevector <4 x float> %508, <4 x float> poison, <4 x i32> zeroinitializer
  %510 = fmul contract <4 x float> %503, %509
  %511 = fadd contract <4 x float> %499, %510
  %512 = getelementptr float, ptr %4, i64 12
  store <4 x float> %511, ptr %512, align 4
  %513 = getelementptr float, ptr %4, i64 16
  %514 = load <4 x float>, ptr %513, align 4
  %515 = mul i64 %r.118, 8
  %516 = add i64 %515, 25
  %517 = getelementptr float, ptr %3, i64 %516
  %518 = load <4 x float>, ptr %517, align 4
  %519 = mul i64 %r.118, 3
  %520 = add i64 %519, 46
  %521 = getelementptr float, ptr %1, i64 %520
  %522 = load float, ptr %521, align 4
  %523 = insertelement <4 x float> poison, float %522, i32 0
  %524 = shufflevector <4 x float> %523, <4 x float> poison, <4 x i32> zeroinitializer
  %525 = fmul contract <4 x float> %518, %524
  %526 = fadd contract <4 x float> %514, %525
  %527 = getelementptr float, ptr %4, i64 16
  store <4 x float> %526, ptr %527, align 4
  %528 = getelementptr float, ptr %4, i64 20
  %529 = load <4 x float>, ptr %528, align 4
  %530 = mul i64 %r.118, 8
  %531 = add i64 %530, 29
  %532 = getelementptr float, ptr %3, i64 %531
  %533 = load <4 x float>, ptr %532, align 4
  %534 = mul i64 %r.118, 3
  %535 = add i64 %534, 46
  %536 = getelementptr float, ptr %1, i64 %535
  %537 = load float, ptr %536, align 4
  %538 = insertelement <4 x float> poison, float %537, i32 0
  %539 = shufflevector <4 x float> %538, <4 x float> poison, <4 x i32> zeroinitializer
  %540 = fmul contract <4 x float> %533, %539
  %541 = fadd contract <4 x float> %529, %540
  %542 = getelementptr float, ptr %4, i64 20
  store <4 x float> %541, ptr %542, align 4
  %543 = getelementptr float, ptr %4, i64 0
  %544 = load <4 x float>, ptr %543, align 4
  %545 = mul i64 %r.118, 8
  %546 = add i64 %545, 26
  %547 = getelementptr float, ptr %3, i64 %546
  %548 = load <4 x float>, ptr %547, align 4
  %549 = mul i64 %r.118, 3
  %550 = add i64 %549, 11
  %551 = getelementptr float, ptr %1, i64 %550
  %552 = load float, ptr %551, align 4
  %553 = insertelement <4 x float> poison, float %552, i32 0
  %554 = shufflevector <4 x float> %553, <4 x float> poison, <4 x i32> zeroinitializer
  %555 = fmul contract <4 x float> %548, %554
  %556 = fadd contract <4 x float> %544, %555
  %557 = getelementptr float, ptr %4, i64 0
  store <4 x float> %556, ptr %557, align 4
  %558 = getelementptr float, ptr %4, i64 4
  %559 = load <4 x float>, ptr %558, align 4
  %560 = mul i64 %r.118, 8
  %561 = add i64 %560, 30
  %562 = getelementptr float, ptr %3, i64 %561
  %563 = load <4 x float>, ptr %562, align 4
  %564 = mul i64 %r.118, 3
  %565 = add i64 %564, 11
  %566 = getelementptr float, ptr %1, i64 %565
  %567 = load float, ptr %566, align 4
  %568 = insertelement <4 x float> poison, float %567, i32 0
  %569 = shufflevector <4 x float> %568, <4 x float> poison, <4 x i32> zeroinitializer
  %570 = fmul contract <4 x float> %563, %569
  %571 = fadd contract <4 x float> %559, %570
  %572 = getelementptr float, ptr %4, i64 4
  store <4 x float> %571, ptr %572, align 4
  %573 = getelementptr float, ptr %4, i64 8
  %574 = load <4 x float>, ptr %573, align 4
  %575 = mul i64 %r.118, 8
  %576 = add i64 %575, 26
  %577 = getelementptr float, ptr %3, i64 %576
  %578 = load <4 x float>, ptr %577, align 4
  %579 = mul i64 %r.118, 3
  %580 = add i64 %579, 29
  %581 = getelementptr float, ptr %1, i64 %580
  %582 = load float, ptr %581, align 4
  %583 = insertelement <4 x float> poison, float %582, i32 0
  %584 = shufflevector <4 x float> %583, <4 x float> poison, <4 x i32> zeroinitializer
  %585 = fmul contract <4 x float> %578, %584
  %586 = fadd contract <4 x float> %574, %585
  %587 = getelementptr float, ptr %4, i64 8
  store <4 x float> %586, ptr %587, align 4
  %588 = getelementptr float, ptr %4, i64 12
  %589 = load <4 x float>, ptr %588, align 4
  %590 = mul i64 %r.118, 8
  %591 = add i64 %590, 30
  %592 = getelementptr float, ptr %3, i64 %591
  %593 = load <4 x float>, ptr %592, align 4
  %594 = mul i64 %r.118, 3
  %595 = add i64 %594, 29
  %596 = getelementptr float, ptr %1, i64 %595
  %597 = load float, ptr %596, align 4
  %598 = insertelement <4 x float> poison, float %597, i32 0
  %599 = shufflevector <4 x float> %598, <4 x float> poison, <4 x i32> zeroinitializer
  %600 = fmul contract <4 x float> %593, %599
  %601 = fadd contract <4 x float> %589, %600
  %602 = getelementptr float, ptr %4, i64 12
  store <4 x float> %601, ptr %602, align 4
  %603 = getelementptr float, ptr %4, i64 16
  %604 = load <4 x float>, ptr %603, align 4
  %605 = mul i64 %r.118, 8
  %606 = add i64 %605, 26
  %607 = getelementptr float, ptr %3, i64 %606
  %608 = load <4 x float>, ptr %607, align 4
  %609 = mul i64 %r.118, 3
  %610 = add i64 %609, 47
  %611 = getelementptr float, ptr %1, i64 %610
  %612 = load float, ptr %611, align 4
  %613 = insertelement <4 x float> poison, float %612, i32 0
  %614 = shufflevector <4 x float> %613, <4 x float> poison, <4 x i32> zeroinitializer
  %615 = fmul contract <4 x float> %608, %614
  %616 = fadd contract <4 x float> %604, %615
  %617 = getelementptr float, ptr %4, i64 16
  store <4 x float> %616, ptr %617, align 4
  %618 = getelementptr float, ptr %4, i64 20
  %619 = load <4 x float>, ptr %618, align 4
  %620 = mul i64 %r.118, 8
  %621 = add i64 %620, 30
  %622 = getelementptr float, ptr %3, i64 %621
  %623 = load <4 x float>, ptr %622, align 4
  %624 = mul i64 %r.118, 3
  %625 = add i64 %624, 47
  %626 = getelementptr float, ptr %1, i64 %625
  %627 = load float, ptr %626, align 4
  %628 = insertelement <4 x float> poison, float %627, i32 0
  %629 = shufflevector <4 x float> %628, <4 x float> poison, <4 x i32> zeroinitializer
  %630 = fmul contract <4 x float> %623, %629
  %631 = fadd contract <4 x float> %619, %630
  %632 = getelementptr float, ptr %4, i64 20
  store <4 x float> %631, ptr %632, align 4
  %633 = add i64 %r.118, 1
  br label %r.1, !llvm.loop !0

exit17:                                           ; preds = %r.1
  %634 = getelementptr float, ptr %4, i64 0
  %635 = load <4 x float>, ptr %634, align 4
  %636 = mul i64 %y.01, 5
  %637 = getelementptr float, ptr %2, i64 %636
  store <4 x float> %635, ptr %637, align 4
  %638 = getelementptr float, ptr %4, i64 4
  %639 = load <4 x float>, ptr %638, align 4
  %640 = mul i64 %y.01, 5
  %641 = add i64 %640, 4
  %642 = getelementptr float, ptr %2, i64 %641
  call void @llvm.masked.store.v4f32.p0(<4 x float> %639, ptr %642, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>)
  %643 = getelementptr float, ptr %4, i64 8
  %644 = load <4 x float>, ptr %643, align 4
  %645 = mul i64 %y.01, 5
  %646 = add i64 %645, 25
  %647 = getelementptr float, ptr %2, i64 %646
  store <4 x float> %644, ptr %647, align 4
  %648 = getelementptr float, ptr %4, i64 12
  %649 = load <4 x float>, ptr %648, align 4
  %650 = mul i64 %y.01, 5
  %651 = add i64 %650, 29
  %652 = getelementptr float, ptr %2, i64 %651
  call void @llvm.masked.store.v4f32.p0(<4 x float> %649, ptr %652, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>)
  %653 = getelementptr float, ptr %4, i64 16
  %654 = load <4 x float>, ptr %653, align 4
  %655 = mul i64 %y.01, 5
  %656 = add i64 %655, 50
  %657 = getelementptr float, ptr %2, i64 %656
  store <4 x float> %654, ptr %657, align 4
  %658 = getelementptr float, ptr %4, i64 20
  %659 = load <4 x float>, ptr %658, align 4
  %660 = mul i64 %y.01, 5
  %661 = add i64 %660, 54
  %662 = getelementptr float, ptr %2, i64 %661
  call void @llvm.masked.store.v4f32.p0(<4 x float> %659, ptr %662, i32 4, <4 x i1> <i1 true, i1 false, i1 false, i1 false>)
  %663 = add i64 %y.01, 1
  br label %y.0, !llvm.loop !0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v4f32.p0(<4 x float>, ptr nocapture, i32 immarg, <4 x i1>) #2


!0 = distinct !{!0, !1, !2, !3}
!1 = !{!"llvm.loop.vectorize.enable", i1 false}
!2 = !{!"llvm.loop.interleave.count", i32 1}
!3 = !{!"llvm.loop.unroll.disable"}
