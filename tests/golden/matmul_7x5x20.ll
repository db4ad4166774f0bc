
; Function Attrs: nounwind
define void @tt_kernel(ptr noalias %0, ptr noalias %1, ptr noalias %2) #0 {
entry:
  %3 = alloca [224 x float], align 64
  br label %start

start:                                            ; preds = %entry
  %4 = getelementptr float, ptr %3, i64 0
  store <16 x float> zeroinitializer, ptr %4, align 4
  %5 = getelementptr float, ptr %3, i64 16
  store <16 x float> zeroinitializer, ptr %5, align 4
  %6 = getelementptr float, ptr %3, i64 32
  store <16 x float> zeroinitializer, ptr %6, align 4
  %7 = getelementptr float, ptr %3, i64 48
  store <16 x float> zeroinitializer, ptr %7, align 4
  %8 = getelementptr float, ptr %3, i64 64
  store <16 x float> zeroinitializer, ptr %8, align 4
  %9 = getelementptr float, ptr %3, i64 80
  store <16 x float> zeroinitializer, ptr %9, align 4
  %10 = getelementptr float, ptr %3, i64 96
  store <16 x float> zeroinitializer, ptr %10, align 4
  %11 = getelementptr float, ptr %3, i64 112
  store <16 x float> zeroinitializer, ptr %11, align 4
  %12 = getelementptr float, ptr %3, i64 128
  store <16 x float> zeroinitializer, ptr %12, align 4
  %13 = getelementptr float, ptr %3, i64 144
  store <16 x float> zeroinitializer, ptr %13, align 4
  %14 = getelementptr float, ptr %3, i64 160
  store <16 x float> zeroinitializer, ptr %14, align 4
  %15 = getelementptr float, ptr %3, i64 176
  store <16 x float> zeroinitializer, ptr %15, align 4
  %16 = getelementptr float, ptr %3, i64 192
  store <16 x float> zeroinitializer, ptr %16, align 4
  %17 = getelementptr float, ptr %3, i64 208
  store <16 x float> zeroinitializer, ptr %17, align 4
  %18 = getelementptr float, ptr %3, i64 0
  %19 = load <16 x float>, ptr %18, align 4
  %20 = getelementptr float, ptr %0, i64 0
  %21 = load float, ptr %20, align 4
  %22 = insertelement <16 x float> poison, float %21, i32 0
  %23 = shufflevector <16 x float> %22, <16 x float> poison, <16 x i32> zeroinitializer
  %24 = getelementptr float, ptr %1, i64 0
  %25 = load <16 x float>, ptr %24, align 4
  %26 = fmul contract <16 x float> %23, %25
  %27 = fadd contract <16 x float> %19, %26
  %28 = getelementptr float, ptr %3, i64 0
  store <16 x float> %27, ptr %28, align 4
  %29 = getelementptr float, ptr %3, i64 16
  %30 = load <16 x float>, ptr %29, align 4
  %31 = getelementptr float, ptr %0, i64 0
  %32 = load float, ptr %31, align 4
  %33 = insertelement <16 x float> poison, float %32, i32 0
  %34 = shufflevector <16 x float> %33, <16 x float> poison, <16 x i32> zeroinitializer
  %35 = getelementptr float, ptr %1, i64 16
  %36 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %35, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %37 = fmul contract <16 x float> %34, %36
  %38 = fadd contract <16 x float> %30, %37
  %39 = getelementptr float, ptr %3, i64 16
  store <16 x float> %38, ptr %39, align 4
  %40 = getelementptr float, ptr %3, i64 32
  %41 = load <16 x float>, ptr %40, align 4
  %42 = getelementptr float, ptr %0, i64 5
  %43 = load float, ptr %42, align 4
  %44 = insertelement <16 x float> poison, float %43, i32 0
  %45 = shufflevector <16 x float> %44, <16 x float> poison, <16 x i32> zeroinitializer
  %46 = getelementptr float, ptr %1, i64 0
  %47 = load <16 x float>, ptr %46, align 4
  %48 = fmul contract <16 x float> %45, %47
  %49 = fadd contract <16 x float> %41, %48
  %50 = getelementptr float, ptr %3, i64 32
  store <16 x float> %49, ptr %50, align 4
  %51 = getelementptr float, ptr %3, i64 48
  %52 = load <16 x float>, ptr %51, align 4
  %53 = getelementptr float, ptr %0, i64 5
  %54 = load float, ptr %53, align 4
  %55 = insertelement <16 x float> poison, float %54, i32 0
  %56 = shufflevector <16 x float> %55, <16 x float> poison, <16 x i32> zeroinitializer
  %57 = getelementptr float, ptr %1, i64 16
  %58 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %57, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %59 = fmul contract <16 x float> %56, %58
  %60 = fadd contract <16 x float> %52, %59
  %61 = getelementptr float, ptr %3, i64 48
  store <16 x float> %60, ptr %61, align 4
  %62 = getelementptr float, ptr %3, i64 64
  %63 = load <16 x float>, ptr %62, align 4
  %64 = getelementptr float, ptr %0, i64 10
  %65 = load float, ptr %64, align 4
  %66 = insertelement <16 x float> poison, float %65, i32 0
  %67 = shufflevector <16 x float> %66, <16 x float> poison, <16 x i32> zeroinitializer
  %68 = getelementptr float, ptr %1, i64 0
  %69 = load <16 x float>, ptr %68, align 4
  %70 = fmul contract <16 x float> %67, %69
  %71 = fadd contract <16 x float> %63, %70
  %72 = getelementptr float, ptr %3, i64 64
  store <16 x float> %71, ptr %72, align 4
  %73 = getelementptr float, ptr %3, i64 80
  %74 = load <16 x float>, ptr %73, align 4
  %75 = getelementptr float, ptr %0, i64 10
  %76 = load float, ptr %75, align 4
  %77 = insertelement <16 x float> poison, float %76, i32 0
  %78 = shufflevector <16 x float> %77, <16 x float> poison, <16 x i32> zeroinitializer
  %79 = getelementptr float, ptr %1, i64 16
  %80 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %79, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %81 = fmul contract <16 x float> %78, %80
  %82 = fadd contract <16 x float> %74, %81
  %83 = getelementptr float, ptr %3, i64 80
  store <16 x float> %82, ptr %83, align 4
  %84 = getelementptr float, ptr %3, i64 96
  %85 = load <16 x float>, ptr %84, align 4
  %86 = getelementptr float, ptr %0, i64 15
  %87 = load float, ptr %86, align 4
  %88 = insertelement <16 x float> poison, float %87, i32 0
  %89 = shufflevector <16 x float> %88, <16 x float> poison, <16 x i32> zeroinitializer
  %90 = getelementptr float, ptr %1, i64 0
  %91 = load <16 x float>, ptr %90, align 4
  %92 = fmul contract <16 x float> %89, %91
  %93 = fadd contract <16 x float> %85, %92
  %94 = getelementptr float, ptr %3, i64 96
  store <16 x float> %93, ptr %94, align 4
  %95 = getelementptr float, ptr %3, i64 112
  %96 = load <16 x float>, ptr %95, align 4
  %97 = getelementptr float, ptr %0, i64 15
  %98 = load float, ptr %97, align 4
  %99 = insertelement <16 x float> poison, float %98, i32 0
  %100 = shufflevector <16 x float> %99, <16 x float> poison, <16 x i32> zeroinitializer
  %101 = getelementptr float, ptr %1, i64 16
  %102 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %101, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %103 = fmul contract <16 x float> %100, %102
  %104 = fadd contract <16 x float> %96, %103
  %105 = getelementptr float, ptr %3, i64 112
  store <16 x float> %104, ptr %105, align 4
  %106 = getelementptr float, ptr %3, i64 128
  %107 = load <16 x float>, ptr %106, align 4
  %108 = getelementptr float, ptr %0, i64 20
  %109 = load float, ptr %108, align 4
  %110 = insertelement <16 x float> poison, float %109, i32 0
  %111 = shufflevector <16 x float> %110, <16 x float> poison, <16 x i32> zeroinitializer
  %112 = getelementptr float, ptr %1, i64 0
  %113 = load <16 x float>, ptr %112, align 4
  %114 = fmul contract <16 x float> %111, %113
  %115 = fadd contract <16 x float> %107, %114
  %116 = getelementptr float, ptr %3, i64 128
  store <16 x float> %115, ptr %116, align 4
  %117 = getelementptr float, ptr %3, i64 144
  %118 = load <16 x float>, ptr %117, align 4
  %119 = getelementptr float, ptr %0, i64 20
  %120 = load float, ptr %119, align 4
  %121 = insertelement <16 x float> poison, float %120, i32 0
  %122 = shufflevector <16 x float> %121, <16 x float> poison, <16 x i32> zeroinitializer
  %123 = getelementptr float, ptr %1, i64 16
  %124 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %123, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %125 = fmul contract <16 x float> %122, %124
  %126 = fadd contract <16 x float> %118, %125
  %127 = getelementptr float, ptr %3, i64 144
  store <16 x float> %126, ptr %127, align 4
  %128 = getelementptr float, ptr %3, i64 160
  %129 = load <16 x float>, ptr %128, align 4
  %130 = getelementptr float, ptr %0, i64 25
  %131 = load float, ptr %130, align 4
  %132 = insertelement <16 x float> poison, float %131, i32 0
  %133 = shufflevector <16 x float> %132, <16 x float> poison, <16 x i32> zeroinitializer
  %134 = getelementptr float, ptr %1, i64 0
  %135 = load <16 x float>, ptr %134, align 4
  %136 = fmul contract <16 x float> %133, %135
  %137 = fadd contract <16 x float> %129, %136
  %138 = getelementptr float, ptr %3, i64 160
  store <16 x float> %137, ptr %138, align 4
  %139 = getelementptr float, ptr %3, i64 176
  %140 = load <16 x float>, ptr %139, align 4
  %141 = getelementptr float, ptr %0, i64 25
  %142 = load float, ptr %141, align 4
  %143 = insertelement <16 x float> poison, float %142, i32 0
  %144 = shufflevector <16 x float> %143, <16 x float> poison, <16 x i32> zeroinitializer
  %145 = getelementptr float, ptr %1, i64 16
  %146 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %145, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %147 = fmul contract <16 x float> %144, %146
  %148 = fadd contract <16 x float> %140, %147
  %149 = getelementptr float, ptr %3, i64 176
  store <16 x float> %148, ptr %149, align 4
  %150 = getelementptr float, ptr %3, i64 192
  %151 = load <16 x float>, ptr %150, align 4
  %152 = getelementptr float, ptr %0, i64 30
  %153 = load float, ptr %152, align 4
  %154 = insertelement <16 x float> poison, float %153, i32 0
  %155 = shufflevector <16 x float> %154, <16 x float> poison, <16 x i32> zeroinitializer
  %156 = getelementptr float, ptr %1, i64 0
  %157 = load <16 x float>, ptr %156, align 4
  %158 = fmul contract <16 x float> %155, %157
  %159 = fadd contract <16 x float> %151, %158
  %160 = getelementptr float, ptr %3, i64 192
  store <16 x float> %159, ptr %160, align 4
  %161 = getelementptr float, ptr %3, i64 208
  %162 = load <16 x float>, ptr %161, align 4
  %163 = getelementptr float, ptr %0, i64 30
  %164 = load float, ptr %163, align 4
  %165 = insertelement <16 x float> poison, float %164, i32 0
  %166 = shufflevector <16 x float> %165, <16 x float> poison, <16 x i32> zeroinitializer
  %167 = getelementptr float, ptr %1, i64 16
  %168 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %167, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %169 = fmul contract <16 x float> %166, %168
  %170 = fadd contract <16 x float> %162, %169
  %171 = getelementptr float, ptr %3, i64 208
  store <16 x float> %170, ptr %171, align 4
  %172 = getelementptr float, ptr %3, i64 0
  %173 = load <16 x float>, ptr %172, align 4
  %174 = getelementptr float, ptr %0, i64 1
  %175 = load float, ptr %174, align 4
  %176 = insertelement <16 x float> poison, float %175, i32 0
  %177 = shufflevector <16 x float> %176, <16 x float> poison, <16 x i32> zeroinitializer
  %178 = getelementptr float, ptr %1, i64 20
  %179 = load <16 x float>, ptr %178, align 4
  %180 = fmul contract <16 x float> %177, %179
  %181 = fadd contract <16 x float> %173, %180
  %182 = getelementptr float, ptr %3, i64 0
  store <16 x float> %181, ptr %182, align 4
  %183 = getelementptr float, ptr %3, i64 16
  %184 = load <16 x float>, ptr %183, align 4
  %185 = getelementptr float, ptr %0, i64 1
  %186 = load float, ptr %185, align 4
  %187 = insertelement <16 x float> poison, float %186, i32 0
  %188 = shufflevector <16 x float> %187, <16 x float> poison, <16 x i32> zeroinitializer
  %189 = getelementptr float, ptr %1, i64 36
  %190 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %189, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %191 = fmul contract <16 x float> %188, %190
  %192 = fadd contract <16 x float> %184, %191
  %193 = getelementptr float, ptr %3, i64 16
  store <16 x float> %192, ptr %193, align 4
  %194 = getelementptr float, ptr %3, i64 32
  %195 = load <16 x float>, ptr %194, align 4
  %196 = getelementptr float, ptr %0, i64 6
  %197 = load float, ptr %196, align 4
  %198 = insertelement <16 x float> poison, float %197, i32 0
  %199 = shufflevector <16 x float> %198, <16 x float> poison, <16 x i32> zeroinitializer
  %200 = getelementptr float, ptr %1, i64 20
  %201 = load <16 x float>, ptr %200, align 4
  %202 = fmul contract <16 x float> %199, %201
  %203 = fadd contract <16 x float> %195, %202
  %204 = getelementptr float, ptr %3, i64 32
  store <16 x float> %203, ptr %204, align 4
  %205 = getelementptr float, ptr %3, i64 48
  %206 = load <16 x float>, ptr %205, align 4
  %207 = getelementptr float, ptr %0, i64 6
  %208 = load float, ptr %207, align 4
  %209 = insertelement <16 x float> poison, float %208, i32 0
  %210 = shufflevector <16 x float> %209, <16 x float> poison, <16 x i32> zeroinitializer
  %211 = getelementptr float, ptr %1, i64 36
  %212 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %211, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %213 = fmul contract <16 x float> %210, %212
  %214 = fadd contract <16 x float> %206, %213
  %215 = getelementptr float, ptr %3, i64 48
  store <16 x float> %214, ptr %215, align 4
  %216 = getelementptr float, ptr %3, i64 64
  %217 = load <16 x float>, ptr %216, align 4
  %218 = getelementptr float, ptr %0, i64 11
  %219 = load float, ptr %218, align 4
  %220 = insertelement <16 x float> poison, float %219, i32 0
  %221 = shufflevector <16 x float> %220, <16 x float> poison, <16 x i32> zeroinitializer
  %222 = getelementptr float, ptr %1, i64 20
  %223 = load <16 x float>, ptr %222, align 4
  %224 = fmul contract <16 x float> %221, %223
  %225 = fadd contract <16 x float> %217, %224
  %226 = getelementptr float, ptr %3, i64 64
  store <16 x float> %225, ptr %226, align 4
  %227 = getelementptr float, ptr %3, i64 80
  %228 = load <16 x float>, ptr %227, align 4
  %229 = getelementptr float, ptr %0, i64 11
  %230 = load float, ptr %229, align 4
  %231 = insertelement <16 x float> poison, float %230, i32 0
  %232 = shufflevector <16 x float> %231, <16 x float> poison, <16 x i32> zeroinitializer
  %233 = getelementptr float, ptr %1, i64 36
  %234 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %233, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %235 = fmul contract <16 x float> %232, %234
  %236 = fadd contract <16 x float> %228, %235
  %237 = getelementptr float, ptr %3, i64 80
  store <16 x float> %236, ptr %237, align 4
  %238 = getelementptr float, ptr %3, i64 96
  %239 = load <16 x float>, ptr %238, align 4
  %240 = getelementptr float, ptr %0, i64 16
  %241 = load float, ptr %240, align 4
  %242 = insertelement <16 x float> poison, float %241, i32 0
  %243 = shufflevector <16 x float> %242, <16 x float> poison, <16 x i32> zeroinitializer
  %244 = getelementptr float, ptr %1, i64 20
  %245 = load <16 x float>, ptr %244, align 4
  %246 = fmul contract <16 x float> %243, %245
  %247 = fadd contract <16 x float> %239, %246
  %248 = getelementptr float, ptr %3, i64 96
  store <16 x float> %247, ptr %248, align 4
  %249 = getelementptr float, ptr %3, i64 112
  %250 = load <16 x float>, ptr %249, align 4
  %251 = getelementptr float, ptr %0, i64 16
  %252 = load float, ptr %251, align 4
  %253 = insertelement <16 x float> poison, float %252, i32 0
  %254 = shufflevector <16 x float> %253, <16 x float> poison, <16 x i32> zeroinitializer
  %255 = getelementptr float, ptr %1, i64 36
  %256 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %255, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %257 = fmul contract <16 x float> %254, %256
  %258 = fadd contract <16 x float> %250, %257
  %259 = getelementptr float, ptr %3, i64 112
  store <16 x float> %258, ptr %259, align 4
  %260 = getelementptr float, ptr %3, i64 128
  %261 = load <16 x float>, ptr %260, align 4
  %262 = getelementptr float, ptr %0, i64 21
  %263 = load float, ptr %262, align 4
  %264 = insertelement <16 x float> poison, float %263, i32 0
  %265 = shufflevector <16 x float> %264, <16 x float> poison, <16 x i32> zeroinitializer
  %266 = getelementptr float, ptr %1, i64 20
  %267 = load <16 x float>, ptr %266, align 4
  %268 = fmul contract <16 x float> %265, %267
  %269 = fadd contract <16 x float> %261, %268
  %270 = getelementptr float, ptr %3, i64 128
  store <16 x float> %269, ptr %270, align 4
  %271 = getelementptr float, ptr %3, i64 144
  %272 = load <16 x float>, ptr %271, align 4
  %273 = getelementptr float, ptr %0, i64 21
  %274 = load float, ptr %273, align 4
  %275 = insertelement <16 x float> poison, float %274, i32 0
  %276 = shufflevector <16 x float> %275, <16 x float> poison, <16 x i32> zeroinitializer
  %277 = getelementptr float, ptr %1, i64 36
  %278 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %277, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %279 = fmul contract <16 x float> %276, %278
  %280 = fadd contract <16 x float> %272, %279
  %281 = getelementptr float, ptr %3, i64 144
  store <16 x float> %280, ptr %281, align 4
  %282 = getelementptr float, ptr %3, i64 160
  %283 = load <16 x float>, ptr %282, align 4
  %284 = getelementptr float, ptr %0, i64 26
  %285 = load float, ptr %284, align 4
  %286 = insertelement <16 x float> poison, float %285, i32 0
  %287 = shufflevector <16 x float> %286, <16 x float> poison, <16 x i32> zeroinitializer
  %288 = getelementptr float, ptr %1, i64 20
  %289 = load <16 x float>, ptr %288, align 4
  %290 = fmul contract <16 x float> %287, %289
  %291 = fadd contract <16 x float> %283, %290
  %292 = getelementptr float, ptr %3, i64 160
  store <16 x float> %291, ptr %292, align 4
  %293 = getelementptr float, ptr %3, i64 176
  %294 = load <16 x float>, ptr %293, align 4
  %295 = getelementptr float, ptr %0, i64 26
  %296 = load float, ptr %295, align 4
  %297 = insertelement <16 x float> poison, float %296, i32 0
  %298 = shufflevector <16 x float> %297, <16 x float> poison, <16 x i32> zeroinitializer
  %299 = getelementptr float, ptr %1, i64 36
  %300 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %299, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %301 = fmul contract <16 x float> %298, %300
  %302 = fadd contract <16 x float> %294, %301
  %303 = getelementptr float, ptr %3, i64 176
  store <16 x float> %302, ptr %303, align 4
  %304 = getelementptr float, ptr %3, i64 192
  %305 = load <16 x float>, ptr %304, align 4
  %306 = getelementptr float, ptr %0, i64 31
  %307 = load float, ptr %306, align 4
  %308 = insertelement <16 x float> poison, float %307, i32 0
  %309 = shufflevector <16 x float> %308, <16 x float> poison, <16 x i32> zeroinitializer
  %310 = getelementptr float, ptr %1, i64 20
  %311 = load <16 x float>, ptr %310, align 4
  %312 = fmul contract <16 x float> %309, %311
  %313 = fadd contract <16 x float> %305, %312
  %314 = getelementptr float, ptr %3, i64 192
  store <16 x float> %313, ptr %314, align 4
  %315 = getelementptr float, ptr %3, i64 208
  %316 = load <16 x float>, ptr %315, align 4
  %317 = getelementptr float, ptr %0, i64 31
  %318 = load float, ptr %317, align 4
  %319 = insertelement <16 x float> poison, float %318, i32 0
  %320 = shufflevector <16 x float> %319, <16 x float> poison, <16 x i32> zeroinitializer
  %321 = getelementptr float, ptr %1, i64 36
  %322 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %321, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %323 = fmul contract <16 x float> %320, %322
  %324 = fadd contract <16 x float> %316, %323
  %325 = getelementptr float, ptr %3, i64 208
  store <16 x float> %324, ptr %325, align 4
  %326 = getelementptr float, ptr %3, i64 0
  %327 = load <16 x float>, ptr %326, align 4
  %328 = getelementptr float, ptr %0, i64 2
  %329 = load float, ptr %328, align 4
  %330 = insertelement <16 x float> poison, float %329, i32 0
  %331 = shufflevector <16 x float> %330, <16 x float> poison, <16 x i32> zeroinitializer
  %332 = getelementptr float, ptr %1, i64 40
  %333 = load <16 x float>, ptr %332, align 4
  %334 = fmul contract <16 x float> %331, %333
  %335 = fadd contract <16 x float> %327, %334
  %336 = getelementptr float, ptr %3, i64 0
  store <16 x float> %335, ptr %336, align 4
  %337 = getelementptr float, ptr %3, i64 16
  %338 = load <16 x float>, ptr %337, align 4
  %339 = getelementptr float, ptr %0, i64 2
  %340 = load float, ptr %339, align 4
  %341 = insertelement <16 x float> poison, float %340, i32 0
  %342 = shufflevector <16 x float> %341, <16 x float> poison, <16 x i32> zeroinitializer
  %343 = getelementptr float, ptr %1, i64 56
  %344 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %343, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %345 = fmul contract <16 x float> %342, %344
  %346 = fadd contract <16 x float> %338, %345
  %347 = getelementptr float, ptr %3, i64 16
  store <16 x float> %346, ptr %347, align 4
  %348 = getelementptr float, ptr %3, i64 32
  %349 = load <16 x float>, ptr %348, align 4
  %350 = getelementptr float, ptr %0, i64 7
  %351 = load float, ptr %350, align 4
  %352 = insertelement <16 x float> poison, float %351, i32 0
  %353 = shufflevector <16 x float> %352, <16 x float> poison, <16 x i32> zeroinitializer
  %354 = getelementptr float, ptr %1, i64 40
  %355 = load <16 x float>, ptr %354, align 4
  %356 = fmul contract <16 x float> %353, %355
  %357 = fadd contract <16 x float> %349, %356
  %358 = getelementptr float, ptr %3, i64 32
  store <16 x float> %357, ptr %358, align 4
  %359 = getelementptr float, ptr %3, i64 48
  %360 = load <16 x float>, ptr %359, align 4
  %361 = getelementptr float, ptr %0, i64 7
  %362 = load float, ptr %361, align 4
  %363 = insertelement <16 x float> poison, float %362, i32 0
  %364 = shufflevector <16 x float> %363, <16 x float> poison, <16 x i32> zeroinitializer
  %365 = getelementptr float, ptr %1, i64 56
  %366 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %365, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %367 = fmul contract <16 x float> %364, %366
  %368 = fadd contract <16 x float> %360, %367
  %369 = getelementptr float, ptr %3, i64 48
  store <16 x float> %368, ptr %369, align 4
  %370 = getelementptr float, ptr %3, i64 64
  %371 = load <16 x float>, ptr %370, align 4
  %372 = getelementptr float, ptr %0, i64 12
  %373 = load float, ptr %372, align 4
  %374 = insertelement <16 x float> poison, float %373, i32 0
  %375 = shufflevector <16 x float> %374, <16 x float> poison, <16 x i32> zeroinitializer
  %376 = getelementptr float, ptr %1, i64 40
  %377 = load <16 x float>, ptr %376, align 4
  %378 = fmul contract <16 x float> %375, %377
  %379 = fadd contract <16 x float> %371, %378
  %380 = getelementptr float, ptr %3, i64 64
  store <16 x float> %379, ptr %380, align 4
  %381 = getelementptr float, ptr %3, i64 80
  %382 = load <16 x float>, ptr %381, align 4
  %383 = getelementptr float, ptr %0, i64 12
  %384 = load float, ptr %383, align 4
  %385 = insertelement <16 x float> poison, float %384, i32 0
  %386 = shufflevector <16 x float> %385, <16 x float> poison, <16 x i32> zeroinitializer
  %387 = getelementptr float, ptr %1, i64 56
  %388 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %387, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %389 = fmul contract <16 x float> %386, %388
  %390 = fadd contract <16 x float> %382, %389
  %391 = getelementptr float, ptr %3, i64 80
  store <16 x float> %390, ptr %391, align 4
  %392 = getelementptr float, ptr %3, i64 96
  %393 = load <16 x float>, ptr %392, align 4
  %394 = getelementptr float, ptr %0, i64 17
  %395 = load float, ptr %394, align 4
  %396 = insertelement <16 x float> poison, float %395, i32 0
  %397 = shufflevector <16 x float> %396, <16 x float> poison, <16 x i32> zeroinitializer
  %398 = getelementptr float, ptr %1, i64 40
  %399 = load <16 x float>, ptr %398, align 4
  %400 = fmul contract <16 x float> %397, %399
  %401 = fadd contract <16 x float> %393, %400
  %402 = getelementptr float, ptr %3, i64 96
  store <16 x float> %401, ptr %402, align 4
  %403 = getelementptr float, ptr %3, i64 112
  %404 = load <16 x float>, ptr %403, align 4
  %405 = getelementptr float, ptr %0, i64 17
  %406 = load float, ptr %405, align 4
  %407 = insertelement <16 x float> poison, float %406, i32 0
  %408 = shufflevector <16 x float> %407, <16 x float> poison, <16 x i32> zeroinitializer
  %409 = getelementptr float, ptr %1, i64 56
  %410 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %409, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %411 = fmul contract <16 x float> %408, %410
  %412 = fadd contract <16 x float> %404, %411
  %413 = getelementptr float, ptr %3, i64 112
  store <16 x float> %412, ptr %413, align 4
  %414 = getelementptr float, ptr %3, i64 128
  %415 = load <16 x float>, ptr %414, align 4
  %416 = getelementptr float, ptr %0, i64 22
  %417 = load float, ptr %416, align 4
  %418 = insertelement <16 x float> poison, float %417, i32 0
  %419 = shufflevector <16 x float> %418, <16 x float> poison, <16 x i32> zeroinitializer
  %420 = getelementptr float, ptr %1, i64 40
  %421 = load <16 x float>, ptr %420, align 4
  %422 = fmul contract <16 x float> %419, %421
  %423 = fadd contract <16 x float> %415, %422
  %424 = getelementptr float, ptr %3, i64 128
  store <16 x float> %423, ptr %424, align 4
  %425 = getelementptr float, ptr %3, i64 144
  %426 = load <16 x float>, ptr %425, align 4
  %427 = getelementptr float, ptr %0, i64 22
  %428 = load float, ptr %427, align 4
  %429 = insertelement <16 x float> poison, float %428, i32 0
  %430 = shufflevector <16 x float> %429, <16 x float> poison, <16 x i32> zeroinitializer
  %431 = getelementptr float, ptr %1, i64 56
  %432 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %431, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %433 = fmul contract <16 x float> %430, %432
  %434 = fadd contract <16 x float> %426, %433
  %435 = getelementptr float, ptr %3, i64 144
  store <16 x float> %434, ptr %435, align 4
  %436 = getelementptr float, ptr %3, i64 160
  %437 = load <16 x float>, ptr %436, align 4
  %438 = getelementptr float, ptr %0, i64 27
  %439 = load float, ptr %438, align 4
  %440 = insertelement <16 x float> poison, float %439, i32 0
  %441 = shufflevector <16 x float> %440, <16 x float> poison, <16 x i32> zeroinitializer
  %442 = getelementptr float, ptr %1, i64 40
  %443 = load <16 x float>, ptr %442, align 4
  %444 = fmul contract <16 x float> %441, %443
  %445 = fadd contract <16 x float> %437, %444
  %446 = getelementptr float, ptr %3, i64 160
  store <16 x float> %445, ptr %446, align 4
  %447 = getelementptr float, ptr %3, i64 176
  %448 = load <16 x float>, ptr %447, align 4
  %449 = getelementptr float, ptr %0, i64 27
  %450 = load float, ptr %449, align 4
  %451 = insertelement <16 x float> poison, float %450, i32 0
  %452 = shufflevector <16 x float> %451, <16 x float> poison, <16 x i32> zeroinitializer
  %453 = getelementptr float, ptr %1, i64 56
  %454 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %453, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %455 = fmul contract <16 x float> %452, %454
  %456 = fadd contract <16 x float> %448, %455
  %457 = getelementptr float, ptr %3, i64 176
  store <16 x float> %456, ptr %457, align 4
  %458 = getelementptr float, ptr %3, i64 192
  %459 = load <16 x float>, ptr %458, align 4
  %460 = getelementptr float, ptr %0, i64 32
  %461 = load float, ptr %460, align 4
  %462 = insertelement <16 x float> poison, float %461, i32 0
  %463 = shufflevector <16 x float> %462, <16 x float> poison, <16 x i32> zeroinitializer
  %464 = getelementptr float, ptr %1, i64 40
  %465 = load <16 x float>, ptr %464, align 4
  %466 = fmul contract <16 x float> %463, %465
  %467 = fadd contract <16 x float> %459, %466
  %468 = getelementptr float, ptr %3, i64 192
  store <16 x float> %467, ptr %468, align 4
  %469 = getelementptr float, ptr %3, i64 208
  %470 = load <16 x float>, ptr %469, align 4
  %471 = getelementptr float, ptr %0, i64 32
  %472 = load float, ptr %471, align 4
  %473 = insertelement <16 x float> poison, float %472, i32 0
  %474 = shufflevector <16 x float> %473, <16 x float> poison, <16 x i32> zeroinitializer
  %475 = getelementptr float, ptr %1, i64 56
  %476 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %475, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %477 = fmul contract <16 x float> %474, %476
  %478 = fadd contract <16 x float> %470, %477
  %479 = getelementptr float, ptr %3, i64 208
  store <16 x float> %478, ptr %479, align 4
  %480 = getelementptr float, ptr %3, i64 0
  %481 = load <16 x float>, ptr %480, align 4
  %482 = getelementptr float, ptr %0, i64 3
  %483 = load float, ptr %482, align 4
  %484 = insertelement <16 x float> poison, float %483, i32 0
  %485 = shufflevector <16 x float> %484, <16 x float> poison, <16 x i32> zeroinitializer
  %486 = getelementptr float, ptr %1, i64 60
  %487 = load <16 x float>, ptr %486, align 4
  %488 = fmul contract <16 x float> %485, %487
  %489 = fadd contract <16 x float> %481, %488
  %490 = getelementptr float, ptr %3, i64 0
  store <16 x float> %489, ptr %490, align 4
  %491 = getelementptr float, ptr %3, i64 16
  %492 = load <16 x float>, ptr %491, align 4
  %493 = getelementptr float, ptr %0, i64 3
  %494 = load float, ptr %493, align 4
  %495 = insertelement <16 x float> poison, float %494, i32 0
  %496 = shufflevector <16 x float> %495, <16 x float> poison, <16 x i32> zeroinitializer
  %497 = getelementptr float, ptr %1, i64 76
  %498 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %497, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %499 = fmul contract <16 x float> %496, %498
  %500 = fadd contract <16 x float> %492, %499
  %501 = getelementptr float, ptr %3, i64 16
  store <16 x float> %500, ptr %501, align 4
  %502 = getelementptr float, ptr %3, i64 32
  %503 = load <16 x float>, ptr %502, align 4
  %504 = getelementptr float, ptr %0, i64 8
  %505 = load float, ptr %504, align 4
  %506 = insertelement <16 x float> poison, float %505, i32 0
  %507 = shufflevector <16 x float> %506, <16 x float> poison, <16 x i32> zeroinitializer
  %508 = getelementptr float, ptr %1, i64 60
  %509 = load <16 x float>, ptr %508, align 4
  %510 = fmul contract <16 x float> %507, %509
  %511 = fadd contract <16 x float> %503, %510
  %512 = getelementptr float, ptr %3, i64 32
  store <16 x float> %511, ptr %512, align 4
  %513 = getelementptr float, ptr %3, i64 48
  %514 = load <16 x float>, ptr %513, align 4
  %515 = getelementptr float, ptr %0, i64 8
  %516 = load float, ptr %515, align 4
  %517 = insertelement <16 x float> poison, float %516, i32 0
  %518 = shufflevector <16 x float> %517, <16 x float> poison, <16 x i32> zeroinitializer
  %519 = getelementptr float, ptr %1, i64 76
  %520 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %519, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %521 = fmul contract <16 x float> %518, %520
  %522 = fadd contract <16 x float> %514, %521
  %523 = getelementptr float, ptr %3, i64 48
  store <16 x float> %522, ptr %523, align 4
  %524 = getelementptr float, ptr %3, i64 64
  %525 = load <16 x float>, ptr %524, align 4
  %526 = getelementptr float, ptr %0, i64 13
  %527 = load float, ptr %526, align 4
  %528 = insertelement <16 x float> poison, float %527, i32 0
  %529 = shufflevector <16 x float> %528, <16 x float> poison, <16 x i32> zeroinitializer
  %530 = getelementptr float, ptr %1, i64 60
  %531 = load <16 x float>, ptr %530, align 4
  %532 = fmul contract <16 x float> %529, %531
  %533 = fadd contract <16 x float> %525, %532
  %534 = getelementptr float, ptr %3, i64 64
  store <16 x float> %533, ptr %534, align 4
  %535 = getelementptr float, ptr %3, i64 80
  %536 = load <16 x float>, ptr %535, align 4
  %537 = getelementptr float, ptr %0, i64 13
  %538 = load float, ptr %537, align 4
  %539 = insertelement <16 x float> poison, float %538, i32 0
  %540 = shufflevector <16 x float> %539, <16 x float> poison, <16 x i32> zeroinitializer
  %541 = getelementptr float, ptr %1, i64 76
  %542 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %541, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %543 = fmul contract <16 x float> %540, %542
  %544 = fadd contract <16 x float> %536, %543
  %545 = getelementptr float, ptr %3, i64 80
  store <16 x float> %544, ptr %545, align 4
  %546 = getelementptr float, ptr %3, i64 96
  %547 = load <16 x float>, ptr %546, align 4
  %548 = getelementptr float, ptr %0, i64 18
  %549 = load float, ptr %548, align 4
  %550 = insertelement <16 x float> poison, float %549, i32 0
  %551 = shufflevector <16 x float> %550, <16 x float> poison, <16 x i32> zeroinitializer
  %552 = getelementptr float, ptr %1, i64 60
  %553 = load <16 x float>, ptr %552, align 4
  %554 = fmul contract <16 x float> %551, %553
  %555 = fadd contract <16 x float> %547, %554
  %556 = getelementptr float, ptr %3, i64 96
  store <16 x float> %555, ptr %556, align 4
  %557 = getelementptr float, ptr %3, i64 112
  %558 = load <16 x float>, ptr %557, align 4
  %559 = getelementptr float, ptr %0, i64 18
  %560 = load float, ptr %559, align 4
  %561 = insertelement <16 x float> poison, float %560, i32 0
  %562 = shufflevector <16 x float> %561, <16 x float> poison, <16 x i32> zeroinitializer
  %563 = getelementptr float, ptr %1, i64 76
  %564 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %563, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %565 = fmul contract <16 x float> %562, %564
  %566 = fadd contract <16 x float> %558, %565
  %567 = getelementptr float, ptr %3, i64 112
  store <16 x float> %566, ptr %567, align 4
  %568 = getelementptr float, ptr %3, i64 128
  %569 = load <16 x float>, ptr %568, align 4
  %570 = getelementptr float, ptr %0, i64 23
  %571 = load float, ptr %570, align 4
  %572 = insertelement <16 x float> poison, float %571, i32 0
  %573 = shufflevector <16 x float> %572, <16 x float> poison, <16 x i32> zeroinitializer
  %574 = getelementptr float, ptr %1, i64 60
  %575 = load <16 x float>, ptr %574, align 4
  %576 = fmul contract <16 x float> %573, %575
  %577 = fadd contract <16 x float> %569, %576
  %578 = getelementptr float, ptr %3, i64 128
  store <16 x float> %577, ptr %578, align 4
  %579 = getelementptr float, ptr %3, i64 144
  %580 = load <16 x float>, ptr %579, align 4
  %581 = getelementptr float, ptr %0, i64 23
  %582 = load float, ptr %581, align 4
  %583 = insertelement <16 x float> poison, float %582, i32 0
  %584 = shufflevector <16 x float> %583, <16 x float> poison, <16 x i32> zeroinitializer
  %585 = getelementptr float, ptr %1, i64 76
  %586 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %585, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %587 = fmul contract <16 x float> %584, %586
  %588 = fadd contract <16 x float> %580, %587
  %589 = getelementptr float, ptr %3, i64 144
  store <16 x float> %588, ptr %589, align 4
  %590 = getelementptr float, ptr %3, i64 160
  %591 = load <16 x float>, ptr %590, align 4
  %592 = getelementptr float, ptr %0, i64 28
  %593 = load float, ptr %592, align 4
  %594 = insertelement <16 x float> poison, float %593, i32 0
  %595 = shufflevector <16 x float> %594, <16 x float> poison, <16 x i32> zeroinitializer
  %596 = getelementptr float, ptr %1, i64 60
  %597 = load <16 x float>, ptr %596, align 4
  %598 = fmul contract <16 x float> %595, %597
  %599 = fadd contract <16 x float> %591, %598
  %600 = getelementptr float, ptr %3, i64 160
  store <16 x float> %599, ptr %600, align 4
  %601 = getelementptr float, ptr %3, i64 176
  %602 = load <16 x float>, ptr %601, align 4
  %603 = getelementptr float, ptr %0, i64 28
  %604 = load float, ptr %603, align 4
  %605 = insertelement <16 x float> poison, float %604, i32 0
  %606 = shufflevector <16 x float> %605, <16 x float> poison, <16 x i32> zeroinitializer
  %607 = getelementptr float, ptr %1, i64 76
  %608 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %607, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %609 = fmul contract <16 x float> %606, %608
  %610 = fadd contract <16 x float> %602, %609
  %611 = getelementptr float, ptr %3, i64 176
  store <16 x float> %610, ptr %611, align 4
  %612 = getelementptr float, ptr %3, i64 192
  %613 = load <16 x float>, ptr %612, align 4
  %614 = getelementptr float, ptr %0, i64 33
  %615 = load float, ptr %614, align 4
  %616 = insertelement <16 x float> poison, float %615, i32 0
  %617 = shufflevector <16 x float> %616, <16 x float> poison, <16 x i32> zeroinitializer
  %618 = getelementptr float, ptr %1, i64 60
  %619 = load <16 x float>, ptr %618, align 4
  %620 = fmul contract <16 x float> %617, %619
  %621 = fadd contract <16 x float> %613, %620
  %622 = getelementptr float, ptr %3, i64 192
  store <16 x float> %621, ptr %622, align 4
  %623 = getelementptr float, ptr %3, i64 208
  %624 = load <16 x float>, ptr %623, align 4
  %625 = getelementptr float, ptr %0, i64 33
  %626 = load float, ptr %625, align 4
  %627 = insertelement <16 x float> poison, float %626, i32 0
  %628 = shufflevector <16 x float> %627, <16 x float> poison, <16 x i32> zeroinitializer
  %629 = getelementptr float, ptr %1, i64 76
  %630 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %629, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %631 = fmul contract <16 x float> %628, %630
  %632 = fadd contract <16 x float> %624, %631
  %633 = getelementptr float, ptr %3, i64 208
  store <16 x float> %632, ptr %633, align 4
  %634 = getelementptr float, ptr %3, i64 0
  %635 = load <16 x float>, ptr %634, align 4
  %636 = getelementptr float, ptr %0, i64 4
  %637 = load float, ptr %636, align 4
  %638 = insertelement <16 x float> poison, float %637, i32 0
  %639 = shufflevector <16 x float> %638, <16 x float> poison, <16 x i32> zeroinitializer
  %640 = getelementptr float, ptr %1, i64 80
  %641 = load <16 x float>, ptr %640, align 4
  %642 = fmul contract <16 x float> %639, %641
  %643 = fadd contract <16 x float> %635, %642
  %644 = getelementptr float, ptr %3, i64 0
  store <16 x float> %643, ptr %644, align 4
  %645 = getelementptr float, ptr %3, i64 16
  %646 = load <16 x float>, ptr %645, align 4
  %647 = getelementptr float, ptr %0, i64 4
  %648 = load float, ptr %647, align 4
  %649 = insertelement <16 x float> poison, float %648, i32 0
  %650 = shufflevector <16 x float> %649, <16 x float> poison, <16 x i32> zeroinitializer
  %651 = getelementptr float, ptr %1, i64 96
  %652 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %651, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %653 = fmul contract <16 x float> %650, %652
  %654 = fadd contract <16 x float> %646, %653
  %655 = getelementptr float, ptr %3, i64 16
  store <16 x float> %654, ptr %655, align 4
  %656 = getelementptr float, ptr %3, i64 32
  %657 = load <16 x float>, ptr %656, align 4
  %658 = getelementptr float, ptr %0, i64 9
  %659 = load float, ptr %658, align 4
  %660 = insertelement <16 x float> poison, float %659, i32 0
  %661 = shufflevector <16 x float> %660, <16 x float> poison, <16 x i32> zeroinitializer
  %662 = getelementptr float, ptr %1, i64 80
  %663 = load <16 x float>, ptr %662, align 4
  %664 = fmul contract <16 x float> %661, %663
  %665 = fadd contract <16 x float> %657, %664
  %666 = getelementptr float, ptr %3, i64 32
  store <16 x float> %665, ptr %666, align 4
  %667 = getelementptr float, ptr %3, i64 48
  %668 = load <16 x float>, ptr %667, align 4
  %669 = getelementptr float, ptr %0, i64 9
  %670 = load float, ptr %669, align 4
  %671 = insertelement <16 x float> poison, float %670, i32 0
  %672 = shufflevector <16 x float> %671, <16 x float> poison, <16 x i32> zeroinitializer
  %673 = getelementptr float, ptr %1, i64 96
  %674 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %673, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %675 = fmul contract <16 x float> %672, %674
  %676 = fadd contract <16 x float> %668, %675
  %677 = getelementptr float, ptr %3, i64 48
  store <16 x float> %676, ptr %677, align 4
  %678 = getelementptr float, ptr %3, i64 64
  %679 = load <16 x float>, ptr %678, align 4
  %680 = getelementptr float, ptr %0, i64 14
  %681 = load float, ptr %680, align 4
  %682 = insertelement <16 x float> poison, float %681, i32 0
  %683 = shufflevector <16 x float> %682, <16 x float> poison, <16 x i32> zeroinitializer
  %684 = getelementptr float, ptr %1, i64 80
  %685 = load <16 x float>, ptr %684, align 4
  %686 = fmul contract <16 x float> %683, %685
  %687 = fadd contract <16 x float> %679, %686
  %688 = getelementptr float, ptr %3, i64 64
  store <16 x float> %687, ptr %688, align 4
  %689 = getelementptr float, ptr %3, i64 80
  %690 = load <16 x float>, ptr %689, align 4
  %691 = getelementptr float, ptr %0, i64 14
  %692 = load float, ptr %691, align 4
  %693 = insertelement <16 x float> poison, float %692, i32 0
  %694 = shufflevector <16 x float> %693, <16 x float> poison, <16 x i32> zeroinitializer
  %695 = getelementptr float, ptr %1, i64 96
  %696 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %695, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %697 = fmul contract <16 x float> %694, %696
  %698 = fadd contract <16 x float> %690, %697
  %699 = getelementptr float, ptr %3, i64 80
  store <16 x float> %698, ptr %699, align 4
  %700 = getelementptr float, ptr %3, i64 96
  %701 = load <16 x float>, ptr %700, align 4
  %702 = getelementptr float, ptr %0, i64 19
  %703 = load float, ptr %702, align 4
  %704 = insertelement <16 x float> poison, float %703, i32 0
  %705 = shufflevector <16 x float> %704, <16 x float> poison, <16 x i32> zeroinitializer
  %706 = getelementptr float, ptr %1, i64 80
  %707 = load <16 x float>, ptr %706, align 4
  %708 = fmul contract <16 x float> %705, %707
  %709 = fadd contract <16 x float> %701, %708
  %710 = getelementptr float, ptr %3, i64 96
  store <16 x float> %709, ptr %710, align 4
  %711 = getelementptr float, ptr %3, i64 112
  %712 = load <16 x float>, ptr %711, align 4
  %713 = getelementptr float, ptr %0, i64 19
  %714 = load float, ptr %713, align 4
  %715 = insertelement <16 x float> poison, float %714, i32 0
  %716 = shufflevector <16 x float> %715, <16 x float> poison, <16 x i32> zeroinitializer
  %717 = getelementptr float, ptr %1, i64 96
  %718 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %717, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %719 = fmul contract <16 x float> %716, %718
  %720 = fadd contract <16 x float> %712, %719
  %721 = getelementptr float, ptr %3, i64 112
  store <16 x float> %720, ptr %721, align 4
  %722 = getelementptr float, ptr %3, i64 128
  %723 = load <16 x float>, ptr %722, align 4
  %724 = getelementptr float, ptr %0, i64 24
  %725 = load float, ptr %724, align 4
  %726 = insertelement <16 x float> poison, float %725, i32 0
  %727 = shufflevector <16 x float> %726, <16 x float> poison, <16 x i32> zeroinitializer
  %728 = getelementptr float, ptr %1, i64 80
  %729 = load <16 x float>, ptr %728, align 4
  %730 = fmul contract <16 x float> %727, %729
  %731 = fadd contract <16 x float> %723, %730
  %732 = getelementptr float, ptr %3, i64 128
  store <16 x float> %731, ptr %732, align 4
  %733 = getelementptr float, ptr %3, i64 144
  %734 = load <16 x float>, ptr %733, align 4
  %735 = getelementptr float, ptr %0, i64 24
  %736 = load float, ptr %735, align 4
  %737 = insertelement <16 x float> poison, float %736, i32 0
  %738 = shufflevector <16 x float> %737, <16 x float> poison, <16 x i32> zeroinitializer
  %739 = getelementptr float, ptr %1, i64 96
  %740 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %739, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %741 = fmul contract <16 x float> %738, %740
  %742 = fadd contract <16 x float> %734, %741
  %743 = getelementptr float, ptr %3, i64 144
  store <16 x float> %742, ptr %743, align 4
  %744 = getelementptr float, ptr %3, i64 160
  %745 = load <16 x float>, ptr %744, align 4
  %746 = getelementptr float, ptr %0, i64 29
  %747 = load float, ptr %746, align 4
  %748 = insertelement <16 x float> poison, float %747, i32 0
  %749 = shufflevector <16 x float> %748, <16 x float> poison, <16 x i32> zeroinitializer
  %750 = getelementptr float, ptr %1, i64 80
  %751 = load <16 x float>, ptr %750, align 4
  %752 = fmul contract <16 x float> %749, %751
  %753 = fadd contract <16 x float> %745, %752
  %754 = getelementptr float, ptr %3, i64 160
  store <16 x float> %753, ptr %754, align 4
  %755 = getelementptr float, ptr %3, i64 176
  %756 = load <16 x float>, ptr %755, align 4
  %757 = getelementptr float, ptr %0, i64 29
  %758 = load float, ptr %757, align 4
  %759 = insertelement <16 x float> poison, float %758, i32 0
  %760 = shufflevector <16 x float> %759, <16 x float> poison, <16 x i32> zeroinitializer
  %761 = getelementptr float, ptr %1, i64 96
  %762 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %761, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %763 = fmul contract <16 x float> %760, %762
  %764 = fadd contract <16 x float> %756, %763
  %765 = getelementptr float, ptr %3, i64 176
  store <16 x float> %764, ptr %765, align 4
  %766 = getelementptr float, ptr %3, i64 192
  %767 = load <16 x float>, ptr %766, align 4
  %768 = getelementptr float, ptr %0, i64 34
  %769 = load float, ptr %768, align 4
  %770 = insertelement <16 x float> poison, float %769, i32 0
  %771 = shufflevector <16 x float> %770, <16 x float> poison, <16 x i32> zeroinitializer
  %772 = getelementptr float, ptr %1, i64 80
  %773 = load <16 x float>, ptr %772, align 4
  %774 = fmul contract <16 x float> %771, %773
  %775 = fadd contract <16 x float> %767, %774
  %776 = getelementptr float, ptr %3, i64 192
  store <16 x float> %775, ptr %776, align 4
  %777 = getelementptr float, ptr %3, i64 208
  %778 = load <16 x float>, ptr %777, align 4
  %779 = getelementptr float, ptr %0, i64 34
  %780 = load float, ptr %779, align 4
  %781 = insertelement <16 x float> poison, float %780, i32 0
  %782 = shufflevector <16 x float> %781, <16 x float> poison, <16 x i32> zeroinitializer
  %783 = getelementptr float, ptr %1, i64 96
  %784 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %783, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %785 = fmul contract <16 x float> %782, %784
  %786 = fadd contract <16 x float> %778, %785
  %787 = getelementptr float, ptr %3, i64 208
  store <16 x float> %786, ptr %787, align 4
  %788 = getelementptr float, ptr %3, i64 0
  %789 = load <16 x float>, ptr %788, align 4
  %790 = getelementptr float, ptr %2, i64 0
  store <16 x float> %789, ptr %790, align 4
  %791 = getelementptr float, ptr %3, i64 16
  %792 = load <16 x float>, ptr %791, align 4
  %793 = getelementptr float, ptr %2, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %792, ptr %793, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %794 = getelementptr float, ptr %3, i64 32
  %795 = load <16 x float>, ptr %794, align 4
  %796 = getelementptr float, ptr %2, i64 20
  store <16 x float> %795, ptr %796, align 4
  %797 = getelementptr float, ptr %3, i64 48
  %798 = load <16 x float>, ptr %797, align 4
  %799 = getelementptr float, ptr %2, i64 36
  call void @llvm.masked.store.v16f32.p0(<16 x float> %798, ptr %799, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %800 = getelementptr float, ptr %3, i64 64
  %801 = load <16 x float>, ptr %800, align 4
  %802 = getelementptr float, ptr %2, i64 40
  store <16 x float> %801, ptr %802, align 4
  %803 = getelementptr float, ptr %3, i64 80
  %804 = load <16 x float>, ptr %803, align 4
  %805 = getelementptr float, ptr %2, i64 56
  call void @llvm.masked.store.v16f32.p0(<16 x float> %804, ptr %805, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %806 = getelementptr float, ptr %3, i64 96
  %807 = load <16 x float>, ptr %806, align 4
  %808 = getelementptr float, ptr %2, i64 60
  store <16 x float> %807, ptr %808, align 4
  %809 = getelementptr float, ptr %3, i64 112
  %810 = load <16 x float>, ptr %809, align 4
  %811 = getelementptr float, ptr %2, i64 76
  call void @llvm.masked.store.v16f32.p0(<16 x float> %810, ptr %811, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %812 = getelementptr float, ptr %3, i64 128
  %813 = load <16 x float>, ptr %812, align 4
  %814 = getelementptr float, ptr %2, i64 80
  store <16 x float> %813, ptr %814, align 4
  %815 = getelementptr float, ptr %3, i64 144
  %816 = load <16 x float>, ptr %815, align 4
  %817 = getelementptr float, ptr %2, i64 96
  call void @llvm.masked.store.v16f32.p0(<16 x float> %816, ptr %817, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %818 = getelementptr float, ptr %3, i64 160
  %819 = load <16 x float>, ptr %818, align 4
  %820 = getelementptr float, ptr %2, i64 100
  store <16 x float> %819, ptr %820, align 4
  %821 = getelementptr float, ptr %3, i64 176
  %822 = load <16 x float>, ptr %821, align 4
  %823 = getelementptr float, ptr %2, i64 116
  call void @llvm.masked.store.v16f32.p0(<16 x float> %822, ptr %823, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %824 = getelementptr float, ptr %3, i64 192
  %825 = load <16 x float>, ptr %824, align 4
  %826 = getelementptr float, ptr %2, i64 120
  store <16 x float> %825, ptr %826, align 4
  %827 = getelementptr float, ptr %3, i64 208
  %828 = load <16 x float>, ptr %827, align 4
  %829 = getelementptr float, ptr %2, i64 136
  call void @llvm.masked.store.v16f32.p0(<16 x float> %828, ptr %829, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr nocapture, i32 immarg, <16 x i1>, <16 x float>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr nocapture, i32 immarg, <16 x i1>) #2

