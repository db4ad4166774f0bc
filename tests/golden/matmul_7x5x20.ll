
; Function Attrs: nounwind
define void @tt_kernel(ptr noalias %0, ptr noalias %1, ptr noalias %2) #0 {
entry:
  %3 = alloca [192 x float], align 64
  %4 = alloca [192 x float], align 64
  br label %start

start:                                            ; preds = %entry
  %5 = getelementptr float, ptr %3, i64 0
  store <16 x float> zeroinitializer, ptr %5, align 4
  %6 = getelementptr float, ptr %3, i64 16
  %7 = load <16 x float>, ptr %6, align 4
  %8 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer, <16 x float> %7
  %9 = getelementptr float, ptr %3, i64 16
  store <16 x float> %8, ptr %9, align 4
  %10 = getelementptr float, ptr %3, i64 32
  store <16 x float> zeroinitializer, ptr %10, align 4
  %11 = getelementptr float, ptr %3, i64 48
  %12 = load <16 x float>, ptr %11, align 4
  %13 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer, <16 x float> %12
  %14 = getelementptr float, ptr %3, i64 48
  store <16 x float> %13, ptr %14, align 4
  %15 = getelementptr float, ptr %3, i64 64
  store <16 x float> zeroinitializer, ptr %15, align 4
  %16 = getelementptr float, ptr %3, i64 80
  %17 = load <16 x float>, ptr %16, align 4
  %18 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer, <16 x float> %17
  %19 = getelementptr float, ptr %3, i64 80
  store <16 x float> %18, ptr %19, align 4
  %20 = getelementptr float, ptr %3, i64 96
  store <16 x float> zeroinitializer, ptr %20, align 4
  %21 = getelementptr float, ptr %3, i64 112
  %22 = load <16 x float>, ptr %21, align 4
  %23 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer, <16 x float> %22
  %24 = getelementptr float, ptr %3, i64 112
  store <16 x float> %23, ptr %24, align 4
  %25 = getelementptr float, ptr %3, i64 128
  store <16 x float> zeroinitializer, ptr %25, align 4
  %26 = getelementptr float, ptr %3, i64 144
  %27 = load <16 x float>, ptr %26, align 4
  %28 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer, <16 x float> %27
  %29 = getelementptr float, ptr %3, i64 144
  store <16 x float> %28, ptr %29, align 4
  %30 = getelementptr float, ptr %3, i64 160
  store <16 x float> zeroinitializer, ptr %30, align 4
  %31 = getelementptr float, ptr %3, i64 176
  %32 = load <16 x float>, ptr %31, align 4
  %33 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer, <16 x float> %32
  %34 = getelementptr float, ptr %3, i64 176
  store <16 x float> %33, ptr %34, align 4
  %35 = getelementptr float, ptr %3, i64 0
  %36 = load <16 x float>, ptr %35, align 4
  %37 = getelementptr float, ptr %0, i64 0
  %38 = load float, ptr %37, align 4
  %39 = insertelement <16 x float> poison, float %38, i32 0
  %40 = shufflevector <16 x float> %39, <16 x float> poison, <16 x i32> zeroinitializer
  %41 = getelementptr float, ptr %1, i64 0
  %42 = load <16 x float>, ptr %41, align 4
  %43 = fmul contract <16 x float> %40, %42
  %44 = fadd contract <16 x float> %36, %43
  %45 = getelementptr float, ptr %3, i64 0
  store <16 x float> %44, ptr %45, align 4
  %46 = getelementptr float, ptr %3, i64 16
  %47 = load <16 x float>, ptr %46, align 4
  %48 = getelementptr float, ptr %0, i64 0
  %49 = load float, ptr %48, align 4
  %50 = insertelement <16 x float> poison, float %49, i32 0
  %51 = shufflevector <16 x float> %50, <16 x float> poison, <16 x i32> zeroinitializer
  %52 = getelementptr float, ptr %1, i64 16
  %53 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %52, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %54 = fmul contract <16 x float> %51, %53
  %55 = fadd contract <16 x float> %47, %54
  %56 = getelementptr float, ptr %3, i64 16
  %57 = load <16 x float>, ptr %56, align 4
  %58 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %55, <16 x float> %57
  %59 = getelementptr float, ptr %3, i64 16
  store <16 x float> %58, ptr %59, align 4
  %60 = getelementptr float, ptr %3, i64 32
  %61 = load <16 x float>, ptr %60, align 4
  %62 = getelementptr float, ptr %0, i64 5
  %63 = load float, ptr %62, align 4
  %64 = insertelement <16 x float> poison, float %63, i32 0
  %65 = shufflevector <16 x float> %64, <16 x float> poison, <16 x i32> zeroinitializer
  %66 = getelementptr float, ptr %1, i64 0
  %67 = load <16 x float>, ptr %66, align 4
  %68 = fmul contract <16 x float> %65, %67
  %69 = fadd contract <16 x float> %61, %68
  %70 = getelementptr float, ptr %3, i64 32
  store <16 x float> %69, ptr %70, align 4
  %71 = getelementptr float, ptr %3, i64 48
  %72 = load <16 x float>, ptr %71, align 4
  %73 = getelementptr float, ptr %0, i64 5
  %74 = load float, ptr %73, align 4
  %75 = insertelement <16 x float> poison, float %74, i32 0
  %76 = shufflevector <16 x float> %75, <16 x float> poison, <16 x i32> zeroinitializer
  %77 = getelementptr float, ptr %1, i64 16
  %78 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %77, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %79 = fmul contract <16 x float> %76, %78
  %80 = fadd contract <16 x float> %72, %79
  %81 = getelementptr float, ptr %3, i64 48
  %82 = load <16 x float>, ptr %81, align 4
  %83 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %80, <16 x float> %82
  %84 = getelementptr float, ptr %3, i64 48
  store <16 x float> %83, ptr %84, align 4
  %85 = getelementptr float, ptr %3, i64 64
  %86 = load <16 x float>, ptr %85, align 4
  %87 = getelementptr float, ptr %0, i64 10
  %88 = load float, ptr %87, align 4
  %89 = insertelement <16 x float> poison, float %88, i32 0
  %90 = shufflevector <16 x float> %89, <16 x float> poison, <16 x i32> zeroinitializer
  %91 = getelementptr float, ptr %1, i64 0
  %92 = load <16 x float>, ptr %91, align 4
  %93 = fmul contract <16 x float> %90, %92
  %94 = fadd contract <16 x float> %86, %93
  %95 = getelementptr float, ptr %3, i64 64
  store <16 x float> %94, ptr %95, align 4
  %96 = getelementptr float, ptr %3, i64 80
  %97 = load <16 x float>, ptr %96, align 4
  %98 = getelementptr float, ptr %0, i64 10
  %99 = load float, ptr %98, align 4
  %100 = insertelement <16 x float> poison, float %99, i32 0
  %101 = shufflevector <16 x float> %100, <16 x float> poison, <16 x i32> zeroinitializer
  %102 = getelementptr float, ptr %1, i64 16
  %103 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %102, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %104 = fmul contract <16 x float> %101, %103
  %105 = fadd contract <16 x float> %97, %104
  %106 = getelementptr float, ptr %3, i64 80
  %107 = load <16 x float>, ptr %106, align 4
  %108 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %105, <16 x float> %107
  %109 = getelementptr float, ptr %3, i64 80
  store <16 x float> %108, ptr %109, align 4
  %110 = getelementptr float, ptr %3, i64 96
  %111 = load <16 x float>, ptr %110, align 4
  %112 = getelementptr float, ptr %0, i64 15
  %113 = load float, ptr %112, align 4
  %114 = insertelement <16 x float> poison, float %113, i32 0
  %115 = shufflevector <16 x float> %114, <16 x float> poison, <16 x i32> zeroinitializer
  %116 = getelementptr float, ptr %1, i64 0
  %117 = load <16 x float>, ptr %116, align 4
  %118 = fmul contract <16 x float> %115, %117
  %119 = fadd contract <16 x float> %111, %118
  %120 = getelementptr float, ptr %3, i64 96
  store <16 x float> %119, ptr %120, align 4
  %121 = getelementptr float, ptr %3, i64 112
  %122 = load <16 x float>, ptr %121, align 4
  %123 = getelementptr float, ptr %0, i64 15
  %124 = load float, ptr %123, align 4
  %125 = insertelement <16 x float> poison, float %124, i32 0
  %126 = shufflevector <16 x float> %125, <16 x float> poison, <16 x i32> zeroinitializer
  %127 = getelementptr float, ptr %1, i64 16
  %128 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %127, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %129 = fmul contract <16 x float> %126, %128
  %130 = fadd contract <16 x float> %122, %129
  %131 = getelementptr float, ptr %3, i64 112
  %132 = load <16 x float>, ptr %131, align 4
  %133 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %130, <16 x float> %132
  %134 = getelementptr float, ptr %3, i64 112
  store <16 x float> %133, ptr %134, align 4
  %135 = getelementptr float, ptr %3, i64 128
  %136 = load <16 x float>, ptr %135, align 4
  %137 = getelementptr float, ptr %0, i64 20
  %138 = load float, ptr %137, align 4
  %139 = insertelement <16 x float> poison, float %138, i32 0
  %140 = shufflevector <16 x float> %139, <16 x float> poison, <16 x i32> zeroinitializer
  %141 = getelementptr float, ptr %1, i64 0
  %142 = load <16 x float>, ptr %141, align 4
  %143 = fmul contract <16 x float> %140, %142
  %144 = fadd contract <16 x float> %136, %143
  %145 = getelementptr float, ptr %3, i64 128
  store <16 x float> %144, ptr %145, align 4
  %146 = getelementptr float, ptr %3, i64 144
  %147 = load <16 x float>, ptr %146, align 4
  %148 = getelementptr float, ptr %0, i64 20
  %149 = load float, ptr %148, align 4
  %150 = insertelement <16 x float> poison, float %149, i32 0
  %151 = shufflevector <16 x float> %150, <16 x float> poison, <16 x i32> zeroinitializer
  %152 = getelementptr float, ptr %1, i64 16
  %153 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %152, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %154 = fmul contract <16 x float> %151, %153
  %155 = fadd contract <16 x float> %147, %154
  %156 = getelementptr float, ptr %3, i64 144
  %157 = load <16 x float>, ptr %156, align 4
  %158 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %155, <16 x float> %157
  %159 = getelementptr float, ptr %3, i64 144
  store <16 x float> %158, ptr %159, align 4
  %160 = getelementptr float, ptr %3, i64 160
  %161 = load <16 x float>, ptr %160, align 4
  %162 = getelementptr float, ptr %0, i64 25
  %163 = load float, ptr %162, align 4
  %164 = insertelement <16 x float> poison, float %163, i32 0
  %165 = shufflevector <16 x float> %164, <16 x float> poison, <16 x i32> zeroinitializer
  %166 = getelementptr float, ptr %1, i64 0
  %167 = load <16 x float>, ptr %166, align 4
  %168 = fmul contract <16 x float> %165, %167
  %169 = fadd contract <16 x float> %161, %168
  %170 = getelementptr float, ptr %3, i64 160
  store <16 x float> %169, ptr %170, align 4
  %171 = getelementptr float, ptr %3, i64 176
  %172 = load <16 x float>, ptr %171, align 4
  %173 = getelementptr float, ptr %0, i64 25
  %174 = load float, ptr %173, align 4
  %175 = insertelement <16 x float> poison, float %174, i32 0
  %176 = shufflevector <16 x float> %175, <16 x float> poison, <16 x i32> zeroinitializer
  %177 = getelementptr float, ptr %1, i64 16
  %178 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %177, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %179 = fmul contract <16 x float> %176, %178
  %180 = fadd contract <16 x float> %172, %179
  %181 = getelementptr float, ptr %3, i64 176
  %182 = load <16 x float>, ptr %181, align 4
  %183 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %180, <16 x float> %182
  %184 = getelementptr float, ptr %3, i64 176
  store <16 x float> %183, ptr %184, align 4
  %185 = getelementptr float, ptr %3, i64 0
  %186 = load <16 x float>, ptr %185, align 4
  %187 = getelementptr float, ptr %0, i64 1
  %188 = load float, ptr %187, align 4
  %189 = insertelement <16 x float> poison, float %188, i32 0
  %190 = shufflevector <16 x float> %189, <16 x float> poison, <16 x i32> zeroinitializer
  %191 = getelementptr float, ptr %1, i64 20
  %192 = load <16 x float>, ptr %191, align 4
  %193 = fmul contract <16 x float> %190, %192
  %194 = fadd contract <16 x float> %186, %193
  %195 = getelementptr float, ptr %3, i64 0
  store <16 x float> %194, ptr %195, align 4
  %196 = getelementptr float, ptr %3, i64 16
  %197 = load <16 x float>, ptr %196, align 4
  %198 = getelementptr float, ptr %0, i64 1
  %199 = load float, ptr %198, align 4
  %200 = insertelement <16 x float> poison, float %199, i32 0
  %201 = shufflevector <16 x float> %200, <16 x float> poison, <16 x i32> zeroinitializer
  %202 = getelementptr float, ptr %1, i64 36
  %203 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %202, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %204 = fmul contract <16 x float> %201, %203
  %205 = fadd contract <16 x float> %197, %204
  %206 = getelementptr float, ptr %3, i64 16
  %207 = load <16 x float>, ptr %206, align 4
  %208 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %205, <16 x float> %207
  %209 = getelementptr float, ptr %3, i64 16
  store <16 x float> %208, ptr %209, align 4
  %210 = getelementptr float, ptr %3, i64 32
  %211 = load <16 x float>, ptr %210, align 4
  %212 = getelementptr float, ptr %0, i64 6
  %213 = load float, ptr %212, align 4
  %214 = insertelement <16 x float> poison, float %213, i32 0
  %215 = shufflevector <16 x float> %214, <16 x float> poison, <16 x i32> zeroinitializer
  %216 = getelementptr float, ptr %1, i64 20
  %217 = load <16 x float>, ptr %216, align 4
  %218 = fmul contract <16 x float> %215, %217
  %219 = fadd contract <16 x float> %211, %218
  %220 = getelementptr float, ptr %3, i64 32
  store <16 x float> %219, ptr %220, align 4
  %221 = getelementptr float, ptr %3, i64 48
  %222 = load <16 x float>, ptr %221, align 4
  %223 = getelementptr float, ptr %0, i64 6
  %224 = load float, ptr %223, align 4
  %225 = insertelement <16 x float> poison, float %224, i32 0
  %226 = shufflevector <16 x float> %225, <16 x float> poison, <16 x i32> zeroinitializer
  %227 = getelementptr float, ptr %1, i64 36
  %228 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %227, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %229 = fmul contract <16 x float> %226, %228
  %230 = fadd contract <16 x float> %222, %229
  %231 = getelementptr float, ptr %3, i64 48
  %232 = load <16 x float>, ptr %231, align 4
  %233 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %230, <16 x float> %232
  %234 = getelementptr float, ptr %3, i64 48
  store <16 x float> %233, ptr %234, align 4
  %235 = getelementptr float, ptr %3, i64 64
  %236 = load <16 x float>, ptr %235, align 4
  %237 = getelementptr float, ptr %0, i64 11
  %238 = load float, ptr %237, align 4
  %239 = insertelement <16 x float> poison, float %238, i32 0
  %240 = shufflevector <16 x float> %239, <16 x float> poison, <16 x i32> zeroinitializer
  %241 = getelementptr float, ptr %1, i64 20
  %242 = load <16 x float>, ptr %241, align 4
  %243 = fmul contract <16 x float> %240, %242
  %244 = fadd contract <16 x float> %236, %243
  %245 = getelementptr float, ptr %3, i64 64
  store <16 x float> %244, ptr %245, align 4
  %246 = getelementptr float, ptr %3, i64 80
  %247 = load <16 x float>, ptr %246, align 4
  %248 = getelementptr float, ptr %0, i64 11
  %249 = load float, ptr %248, align 4
  %250 = insertelement <16 x float> poison, float %249, i32 0
  %251 = shufflevector <16 x float> %250, <16 x float> poison, <16 x i32> zeroinitializer
  %252 = getelementptr float, ptr %1, i64 36
  %253 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %252, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %254 = fmul contract <16 x float> %251, %253
  %255 = fadd contract <16 x float> %247, %254
  %256 = getelementptr float, ptr %3, i64 80
  %257 = load <16 x float>, ptr %256, align 4
  %258 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %255, <16 x float> %257
  %259 = getelementptr float, ptr %3, i64 80
  store <16 x float> %258, ptr %259, align 4
  %260 = getelementptr float, ptr %3, i64 96
  %261 = load <16 x float>, ptr %260, align 4
  %262 = getelementptr float, ptr %0, i64 16
  %263 = load float, ptr %262, align 4
  %264 = insertelement <16 x float> poison, float %263, i32 0
  %265 = shufflevector <16 x float> %264, <16 x float> poison, <16 x i32> zeroinitializer
  %266 = getelementptr float, ptr %1, i64 20
  %267 = load <16 x float>, ptr %266, align 4
  %268 = fmul contract <16 x float> %265, %267
  %269 = fadd contract <16 x float> %261, %268
  %270 = getelementptr float, ptr %3, i64 96
  store <16 x float> %269, ptr %270, align 4
  %271 = getelementptr float, ptr %3, i64 112
  %272 = load <16 x float>, ptr %271, align 4
  %273 = getelementptr float, ptr %0, i64 16
  %274 = load float, ptr %273, align 4
  %275 = insertelement <16 x float> poison, float %274, i32 0
  %276 = shufflevector <16 x float> %275, <16 x float> poison, <16 x i32> zeroinitializer
  %277 = getelementptr float, ptr %1, i64 36
  %278 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %277, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %279 = fmul contract <16 x float> %276, %278
  %280 = fadd contract <16 x float> %272, %279
  %281 = getelementptr float, ptr %3, i64 112
  %282 = load <16 x float>, ptr %281, align 4
  %283 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %280, <16 x float> %282
  %284 = getelementptr float, ptr %3, i64 112
  store <16 x float> %283, ptr %284, align 4
  %285 = getelementptr float, ptr %3, i64 128
  %286 = load <16 x float>, ptr %285, align 4
  %287 = getelementptr float, ptr %0, i64 21
  %288 = load float, ptr %287, align 4
  %289 = insertelement <16 x float> poison, float %288, i32 0
  %290 = shufflevector <16 x float> %289, <16 x float> poison, <16 x i32> zeroinitializer
  %291 = getelementptr float, ptr %1, i64 20
  %292 = load <16 x float>, ptr %291, align 4
  %293 = fmul contract <16 x float> %290, %292
  %294 = fadd contract <16 x float> %286, %293
  %295 = getelementptr float, ptr %3, i64 128
  store <16 x float> %294, ptr %295, align 4
  %296 = getelementptr float, ptr %3, i64 144
  %297 = load <16 x float>, ptr %296, align 4
  %298 = getelementptr float, ptr %0, i64 21
  %299 = load float, ptr %298, align 4
  %300 = insertelement <16 x float> poison, float %299, i32 0
  %301 = shufflevector <16 x float> %300, <16 x float> poison, <16 x i32> zeroinitializer
  %302 = getelementptr float, ptr %1, i64 36
  %303 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %302, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %304 = fmul contract <16 x float> %301, %303
  %305 = fadd contract <16 x float> %297, %304
  %306 = getelementptr float, ptr %3, i64 144
  %307 = load <16 x float>, ptr %306, align 4
  %308 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %305, <16 x float> %307
  %309 = getelementptr float, ptr %3, i64 144
  store <16 x float> %308, ptr %309, align 4
  %310 = getelementptr float, ptr %3, i64 160
  %311 = load <16 x float>, ptr %310, align 4
  %312 = getelementptr float, ptr %0, i64 26
  %313 = load float, ptr %312, align 4
  %314 = insertelement <16 x float> poison, float %313, i32 0
  %315 = shufflevector <16 x float> %314, <16 x float> poison, <16 x i32> zeroinitializer
  %316 = getelementptr float, ptr %1, i64 20
  %317 = load <16 x float>, ptr %316, align 4
  %318 = fmul contract <16 x float> %315, %317
  %319 = fadd contract <16 x float> %311, %318
  %320 = getelementptr float, ptr %3, i64 160
  store <16 x float> %319, ptr %320, align 4
  %321 = getelementptr float, ptr %3, i64 176
  %322 = load <16 x float>, ptr %321, align 4
  %323 = getelementptr float, ptr %0, i64 26
  %324 = load float, ptr %323, align 4
  %325 = insertelement <16 x float> poison, float %324, i32 0
  %326 = shufflevector <16 x float> %325, <16 x float> poison, <16 x i32> zeroinitializer
  %327 = getelementptr float, ptr %1, i64 36
  %328 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %327, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %329 = fmul contract <16 x float> %326, %328
  %330 = fadd contract <16 x float> %322, %329
  %331 = getelementptr float, ptr %3, i64 176
  %332 = load <16 x float>, ptr %331, align 4
  %333 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %330, <16 x float> %332
  %334 = getelementptr float, ptr %3, i64 176
  store <16 x float> %333, ptr %334, align 4
  %335 = getelementptr float, ptr %3, i64 0
  %336 = load <16 x float>, ptr %335, align 4
  %337 = getelementptr float, ptr %0, i64 2
  %338 = load float, ptr %337, align 4
  %339 = insertelement <16 x float> poison, float %338, i32 0
  %340 = shufflevector <16 x float> %339, <16 x float> poison, <16 x i32> zeroinitializer
  %341 = getelementptr float, ptr %1, i64 40
  %342 = load <16 x float>, ptr %341, align 4
  %343 = fmul contract <16 x float> %340, %342
  %344 = fadd contract <16 x float> %336, %343
  %345 = getelementptr float, ptr %3, i64 0
  store <16 x float> %344, ptr %345, align 4
  %346 = getelementptr float, ptr %3, i64 16
  %347 = load <16 x float>, ptr %346, align 4
  %348 = getelementptr float, ptr %0, i64 2
  %349 = load float, ptr %348, align 4
  %350 = insertelement <16 x float> poison, float %349, i32 0
  %351 = shufflevector <16 x float> %350, <16 x float> poison, <16 x i32> zeroinitializer
  %352 = getelementptr float, ptr %1, i64 56
  %353 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %352, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %354 = fmul contract <16 x float> %351, %353
  %355 = fadd contract <16 x float> %347, %354
  %356 = getelementptr float, ptr %3, i64 16
  %357 = load <16 x float>, ptr %356, align 4
  %358 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %355, <16 x float> %357
  %359 = getelementptr float, ptr %3, i64 16
  store <16 x float> %358, ptr %359, align 4
  %360 = getelementptr float, ptr %3, i64 32
  %361 = load <16 x float>, ptr %360, align 4
  %362 = getelementptr float, ptr %0, i64 7
  %363 = load float, ptr %362, align 4
  %364 = insertelement <16 x float> poison, float %363, i32 0
  %365 = shufflevector <16 x float> %364, <16 x float> poison, <16 x i32> zeroinitializer
  %366 = getelementptr float, ptr %1, i64 40
  %367 = load <16 x float>, ptr %366, align 4
  %368 = fmul contract <16 x float> %365, %367
  %369 = fadd contract <16 x float> %361, %368
  %370 = getelementptr float, ptr %3, i64 32
  store <16 x float> %369, ptr %370, align 4
  %371 = getelementptr float, ptr %3, i64 48
  %372 = load <16 x float>, ptr %371, align 4
  %373 = getelementptr float, ptr %0, i64 7
  %374 = load float, ptr %373, align 4
  %375 = insertelement <16 x float> poison, float %374, i32 0
  %376 = shufflevector <16 x float> %375, <16 x float> poison, <16 x i32> zeroinitializer
  %377 = getelementptr float, ptr %1, i64 56
  %378 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %377, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %379 = fmul contract <16 x float> %376, %378
  %380 = fadd contract <16 x float> %372, %379
  %381 = getelementptr float, ptr %3, i64 48
  %382 = load <16 x float>, ptr %381, align 4
  %383 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %380, <16 x float> %382
  %384 = getelementptr float, ptr %3, i64 48
  store <16 x float> %383, ptr %384, align 4
  %385 = getelementptr float, ptr %3, i64 64
  %386 = load <16 x float>, ptr %385, align 4
  %387 = getelementptr float, ptr %0, i64 12
  %388 = load float, ptr %387, align 4
  %389 = insertelement <16 x float> poison, float %388, i32 0
  %390 = shufflevector <16 x float> %389, <16 x float> poison, <16 x i32> zeroinitializer
  %391 = getelementptr float, ptr %1, i64 40
  %392 = load <16 x float>, ptr %391, align 4
  %393 = fmul contract <16 x float> %390, %392
  %394 = fadd contract <16 x float> %386, %393
  %395 = getelementptr float, ptr %3, i64 64
  store <16 x float> %394, ptr %395, align 4
  %396 = getelementptr float, ptr %3, i64 80
  %397 = load <16 x float>, ptr %396, align 4
  %398 = getelementptr float, ptr %0, i64 12
  %399 = load float, ptr %398, align 4
  %400 = insertelement <16 x float> poison, float %399, i32 0
  %401 = shufflevector <16 x float> %400, <16 x float> poison, <16 x i32> zeroinitializer
  %402 = getelementptr float, ptr %1, i64 56
  %403 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %402, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %404 = fmul contract <16 x float> %401, %403
  %405 = fadd contract <16 x float> %397, %404
  %406 = getelementptr float, ptr %3, i64 80
  %407 = load <16 x float>, ptr %406, align 4
  %408 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %405, <16 x float> %407
  %409 = getelementptr float, ptr %3, i64 80
  store <16 x float> %408, ptr %409, align 4
  %410 = getelementptr float, ptr %3, i64 96
  %411 = load <16 x float>, ptr %410, align 4
  %412 = getelementptr float, ptr %0, i64 17
  %413 = load float, ptr %412, align 4
  %414 = insertelement <16 x float> poison, float %413, i32 0
  %415 = shufflevector <16 x float> %414, <16 x float> poison, <16 x i32> zeroinitializer
  %416 = getelementptr float, ptr %1, i64 40
  %417 = load <16 x float>, ptr %416, align 4
  %418 = fmul contract <16 x float> %415, %417
  %419 = fadd contract <16 x float> %411, %418
  %420 = getelementptr float, ptr %3, i64 96
  store <16 x float> %419, ptr %420, align 4
  %421 = getelementptr float, ptr %3, i64 112
  %422 = load <16 x float>, ptr %421, align 4
  %423 = getelementptr float, ptr %0, i64 17
  %424 = load float, ptr %423, align 4
  %425 = insertelement <16 x float> poison, float %424, i32 0
  %426 = shufflevector <16 x float> %425, <16 x float> poison, <16 x i32> zeroinitializer
  %427 = getelementptr float, ptr %1, i64 56
  %428 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %427, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %429 = fmul contract <16 x float> %426, %428
  %430 = fadd contract <16 x float> %422, %429
  %431 = getelementptr float, ptr %3, i64 112
  %432 = load <16 x float>, ptr %431, align 4
  %433 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %430, <16 x float> %432
  %434 = getelementptr float, ptr %3, i64 112
  store <16 x float> %433, ptr %434, align 4
  %435 = getelementptr float, ptr %3, i64 128
  %436 = load <16 x float>, ptr %435, align 4
  %437 = getelementptr float, ptr %0, i64 22
  %438 = load float, ptr %437, align 4
  %439 = insertelement <16 x float> poison, float %438, i32 0
  %440 = shufflevector <16 x float> %439, <16 x float> poison, <16 x i32> zeroinitializer
  %441 = getelementptr float, ptr %1, i64 40
  %442 = load <16 x float>, ptr %441, align 4
  %443 = fmul contract <16 x float> %440, %442
  %444 = fadd contract <16 x float> %436, %443
  %445 = getelementptr float, ptr %3, i64 128
  store <16 x float> %444, ptr %445, align 4
  %446 = getelementptr float, ptr %3, i64 144
  %447 = load <16 x float>, ptr %446, align 4
  %448 = getelementptr float, ptr %0, i64 22
  %449 = load float, ptr %448, align 4
  %450 = insertelement <16 x float> poison, float %449, i32 0
  %451 = shufflevector <16 x float> %450, <16 x float> poison, <16 x i32> zeroinitializer
  %452 = getelementptr float, ptr %1, i64 56
  %453 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %452, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %454 = fmul contract <16 x float> %451, %453
  %455 = fadd contract <16 x float> %447, %454
  %456 = getelementptr float, ptr %3, i64 144
  %457 = load <16 x float>, ptr %456, align 4
  %458 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %455, <16 x float> %457
  %459 = getelementptr float, ptr %3, i64 144
  store <16 x float> %458, ptr %459, align 4
  %460 = getelementptr float, ptr %3, i64 160
  %461 = load <16 x float>, ptr %460, align 4
  %462 = getelementptr float, ptr %0, i64 27
  %463 = load float, ptr %462, align 4
  %464 = insertelement <16 x float> poison, float %463, i32 0
  %465 = shufflevector <16 x float> %464, <16 x float> poison, <16 x i32> zeroinitializer
  %466 = getelementptr float, ptr %1, i64 40
  %467 = load <16 x float>, ptr %466, align 4
  %468 = fmul contract <16 x float> %465, %467
  %469 = fadd contract <16 x float> %461, %468
  %470 = getelementptr float, ptr %3, i64 160
  store <16 x float> %469, ptr %470, align 4
  %471 = getelementptr float, ptr %3, i64 176
  %472 = load <16 x float>, ptr %471, align 4
  %473 = getelementptr float, ptr %0, i64 27
  %474 = load float, ptr %473, align 4
  %475 = insertelement <16 x float> poison, float %474, i32 0
  %476 = shufflevector <16 x float> %475, <16 x float> poison, <16 x i32> zeroinitializer
  %477 = getelementptr float, ptr %1, i64 56
  %478 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %477, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %479 = fmul contract <16 x float> %476, %478
  %480 = fadd contract <16 x float> %472, %479
  %481 = getelementptr float, ptr %3, i64 176
  %482 = load <16 x float>, ptr %481, align 4
  %483 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %480, <16 x float> %482
  %484 = getelementptr float, ptr %3, i64 176
  store <16 x float> %483, ptr %484, align 4
  %485 = getelementptr float, ptr %3, i64 0
  %486 = load <16 x float>, ptr %485, align 4
  %487 = getelementptr float, ptr %0, i64 3
  %488 = load float, ptr %487, align 4
  %489 = insertelement <16 x float> poison, float %488, i32 0
  %490 = shufflevector <16 x float> %489, <16 x float> poison, <16 x i32> zeroinitializer
  %491 = getelementptr float, ptr %1, i64 60
  %492 = load <16 x float>, ptr %491, align 4
  %493 = fmul contract <16 x float> %490, %492
  %494 = fadd contract <16 x float> %486, %493
  %495 = getelementptr float, ptr %3, i64 0
  store <16 x float> %494, ptr %495, align 4
  %496 = getelementptr float, ptr %3, i64 16
  %497 = load <16 x float>, ptr %496, align 4
  %498 = getelementptr float, ptr %0, i64 3
  %499 = load float, ptr %498, align 4
  %500 = insertelement <16 x float> poison, float %499, i32 0
  %501 = shufflevector <16 x float> %500, <16 x float> poison, <16 x i32> zeroinitializer
  %502 = getelementptr float, ptr %1, i64 76
  %503 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %502, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %504 = fmul contract <16 x float> %501, %503
  %505 = fadd contract <16 x float> %497, %504
  %506 = getelementptr float, ptr %3, i64 16
  %507 = load <16 x float>, ptr %506, align 4
  %508 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %505, <16 x float> %507
  %509 = getelementptr float, ptr %3, i64 16
  store <16 x float> %508, ptr %509, align 4
  %510 = getelementptr float, ptr %3, i64 32
  %511 = load <16 x float>, ptr %510, align 4
  %512 = getelementptr float, ptr %0, i64 8
  %513 = load float, ptr %512, align 4
  %514 = insertelement <16 x float> poison, float %513, i32 0
  %515 = shufflevector <16 x float> %514, <16 x float> poison, <16 x i32> zeroinitializer
  %516 = getelementptr float, ptr %1, i64 60
  %517 = load <16 x float>, ptr %516, align 4
  %518 = fmul contract <16 x float> %515, %517
  %519 = fadd contract <16 x float> %511, %518
  %520 = getelementptr float, ptr %3, i64 32
  store <16 x float> %519, ptr %520, align 4
  %521 = getelementptr float, ptr %3, i64 48
  %522 = load <16 x float>, ptr %521, align 4
  %523 = getelementptr float, ptr %0, i64 8
  %524 = load float, ptr %523, align 4
  %525 = insertelement <16 x float> poison, float %524, i32 0
  %526 = shufflevector <16 x float> %525, <16 x float> poison, <16 x i32> zeroinitializer
  %527 = getelementptr float, ptr %1, i64 76
  %528 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %527, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %529 = fmul contract <16 x float> %526, %528
  %530 = fadd contract <16 x float> %522, %529
  %531 = getelementptr float, ptr %3, i64 48
  %532 = load <16 x float>, ptr %531, align 4
  %533 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %530, <16 x float> %532
  %534 = getelementptr float, ptr %3, i64 48
  store <16 x float> %533, ptr %534, align 4
  %535 = getelementptr float, ptr %3, i64 64
  %536 = load <16 x float>, ptr %535, align 4
  %537 = getelementptr float, ptr %0, i64 13
  %538 = load float, ptr %537, align 4
  %539 = insertelement <16 x float> poison, float %538, i32 0
  %540 = shufflevector <16 x float> %539, <16 x float> poison, <16 x i32> zeroinitializer
  %541 = getelementptr float, ptr %1, i64 60
  %542 = load <16 x float>, ptr %541, align 4
  %543 = fmul contract <16 x float> %540, %542
  %544 = fadd contract <16 x float> %536, %543
  %545 = getelementptr float, ptr %3, i64 64
  store <16 x float> %544, ptr %545, align 4
  %546 = getelementptr float, ptr %3, i64 80
  %547 = load <16 x float>, ptr %546, align 4
  %548 = getelementptr float, ptr %0, i64 13
  %549 = load float, ptr %548, align 4
  %550 = insertelement <16 x float> poison, float %549, i32 0
  %551 = shufflevector <16 x float> %550, <16 x float> poison, <16 x i32> zeroinitializer
  %552 = getelementptr float, ptr %1, i64 76
  %553 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %552, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %554 = fmul contract <16 x float> %551, %553
  %555 = fadd contract <16 x float> %547, %554
  %556 = getelementptr float, ptr %3, i64 80
  %557 = load <16 x float>, ptr %556, align 4
  %558 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %555, <16 x float> %557
  %559 = getelementptr float, ptr %3, i64 80
  store <16 x float> %558, ptr %559, align 4
  %560 = getelementptr float, ptr %3, i64 96
  %561 = load <16 x float>, ptr %560, align 4
  %562 = getelementptr float, ptr %0, i64 18
  %563 = load float, ptr %562, align 4
  %564 = insertelement <16 x float> poison, float %563, i32 0
  %565 = shufflevector <16 x float> %564, <16 x float> poison, <16 x i32> zeroinitializer
  %566 = getelementptr float, ptr %1, i64 60
  %567 = load <16 x float>, ptr %566, align 4
  %568 = fmul contract <16 x float> %565, %567
  %569 = fadd contract <16 x float> %561, %568
  %570 = getelementptr float, ptr %3, i64 96
  store <16 x float> %569, ptr %570, align 4
  %571 = getelementptr float, ptr %3, i64 112
  %572 = load <16 x float>, ptr %571, align 4
  %573 = getelementptr float, ptr %0, i64 18
  %574 = load float, ptr %573, align 4
  %575 = insertelement <16 x float> poison, float %574, i32 0
  %576 = shufflevector <16 x float> %575, <16 x float> poison, <16 x i32> zeroinitializer
  %577 = getelementptr float, ptr %1, i64 76
  %578 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %577, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %579 = fmul contract <16 x float> %576, %578
  %580 = fadd contract <16 x float> %572, %579
  %581 = getelementptr float, ptr %3, i64 112
  %582 = load <16 x float>, ptr %581, align 4
  %583 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %580, <16 x float> %582
  %584 = getelementptr float, ptr %3, i64 112
  store <16 x float> %583, ptr %584, align 4
  %585 = getelementptr float, ptr %3, i64 128
  %586 = load <16 x float>, ptr %585, align 4
  %587 = getelementptr float, ptr %0, i64 23
  %588 = load float, ptr %587, align 4
  %589 = insertelement <16 x float> poison, float %588, i32 0
  %590 = shufflevector <16 x float> %589, <16 x float> poison, <16 x i32> zeroinitializer
  %591 = getelementptr float, ptr %1, i64 60
  %592 = load <16 x float>, ptr %591, align 4
  %593 = fmul contract <16 x float> %590, %592
  %594 = fadd contract <16 x float> %586, %593
  %595 = getelementptr float, ptr %3, i64 128
  store <16 x float> %594, ptr %595, align 4
  %596 = getelementptr float, ptr %3, i64 144
  %597 = load <16 x float>, ptr %596, align 4
  %598 = getelementptr float, ptr %0, i64 23
  %599 = load float, ptr %598, align 4
  %600 = insertelement <16 x float> poison, float %599, i32 0
  %601 = shufflevector <16 x float> %600, <16 x float> poison, <16 x i32> zeroinitializer
  %602 = getelementptr float, ptr %1, i64 76
  %603 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %602, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %604 = fmul contract <16 x float> %601, %603
  %605 = fadd contract <16 x float> %597, %604
  %606 = getelementptr float, ptr %3, i64 144
  %607 = load <16 x float>, ptr %606, align 4
  %608 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %605, <16 x float> %607
  %609 = getelementptr float, ptr %3, i64 144
  store <16 x float> %608, ptr %609, align 4
  %610 = getelementptr float, ptr %3, i64 160
  %611 = load <16 x float>, ptr %610, align 4
  %612 = getelementptr float, ptr %0, i64 28
  %613 = load float, ptr %612, align 4
  %614 = insertelement <16 x float> poison, float %613, i32 0
  %615 = shufflevector <16 x float> %614, <16 x float> poison, <16 x i32> zeroinitializer
  %616 = getelementptr float, ptr %1, i64 60
  %617 = load <16 x float>, ptr %616, align 4
  %618 = fmul contract <16 x float> %615, %617
  %619 = fadd contract <16 x float> %611, %618
  %620 = getelementptr float, ptr %3, i64 160
  store <16 x float> %619, ptr %620, align 4
  %621 = getelementptr float, ptr %3, i64 176
  %622 = load <16 x float>, ptr %621, align 4
  %623 = getelementptr float, ptr %0, i64 28
  %624 = load float, ptr %623, align 4
  %625 = insertelement <16 x float> poison, float %624, i32 0
  %626 = shufflevector <16 x float> %625, <16 x float> poison, <16 x i32> zeroinitializer
  %627 = getelementptr float, ptr %1, i64 76
  %628 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %627, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %629 = fmul contract <16 x float> %626, %628
  %630 = fadd contract <16 x float> %622, %629
  %631 = getelementptr float, ptr %3, i64 176
  %632 = load <16 x float>, ptr %631, align 4
  %633 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %630, <16 x float> %632
  %634 = getelementptr float, ptr %3, i64 176
  store <16 x float> %633, ptr %634, align 4
  %635 = getelementptr float, ptr %3, i64 0
  %636 = load <16 x float>, ptr %635, align 4
  %637 = getelementptr float, ptr %0, i64 4
  %638 = load float, ptr %637, align 4
  %639 = insertelement <16 x float> poison, float %638, i32 0
  %640 = shufflevector <16 x float> %639, <16 x float> poison, <16 x i32> zeroinitializer
  %641 = getelementptr float, ptr %1, i64 80
  %642 = load <16 x float>, ptr %641, align 4
  %643 = fmul contract <16 x float> %640, %642
  %644 = fadd contract <16 x float> %636, %643
  %645 = getelementptr float, ptr %3, i64 0
  store <16 x float> %644, ptr %645, align 4
  %646 = getelementptr float, ptr %3, i64 16
  %647 = load <16 x float>, ptr %646, align 4
  %648 = getelementptr float, ptr %0, i64 4
  %649 = load float, ptr %648, align 4
  %650 = insertelement <16 x float> poison, float %649, i32 0
  %651 = shufflevector <16 x float> %650, <16 x float> poison, <16 x i32> zeroinitializer
  %652 = getelementptr float, ptr %1, i64 96
  %653 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %652, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %654 = fmul contract <16 x float> %651, %653
  %655 = fadd contract <16 x float> %647, %654
  %656 = getelementptr float, ptr %3, i64 16
  %657 = load <16 x float>, ptr %656, align 4
  %658 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %655, <16 x float> %657
  %659 = getelementptr float, ptr %3, i64 16
  store <16 x float> %658, ptr %659, align 4
  %660 = getelementptr float, ptr %3, i64 32
  %661 = load <16 x float>, ptr %660, align 4
  %662 = getelementptr float, ptr %0, i64 9
  %663 = load float, ptr %662, align 4
  %664 = insertelement <16 x float> poison, float %663, i32 0
  %665 = shufflevector <16 x float> %664, <16 x float> poison, <16 x i32> zeroinitializer
  %666 = getelementptr float, ptr %1, i64 80
  %667 = load <16 x float>, ptr %666, align 4
  %668 = fmul contract <16 x float> %665, %667
  %669 = fadd contract <16 x float> %661, %668
  %670 = getelementptr float, ptr %3, i64 32
  store <16 x float> %669, ptr %670, align 4
  %671 = getelementptr float, ptr %3, i64 48
  %672 = load <16 x float>, ptr %671, align 4
  %673 = getelementptr float, ptr %0, i64 9
  %674 = load float, ptr %673, align 4
  %675 = insertelement <16 x float> poison, float %674, i32 0
  %676 = shufflevector <16 x float> %675, <16 x float> poison, <16 x i32> zeroinitializer
  %677 = getelementptr float, ptr %1, i64 96
  %678 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %677, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %679 = fmul contract <16 x float> %676, %678
  %680 = fadd contract <16 x float> %672, %679
  %681 = getelementptr float, ptr %3, i64 48
  %682 = load <16 x float>, ptr %681, align 4
  %683 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %680, <16 x float> %682
  %684 = getelementptr float, ptr %3, i64 48
  store <16 x float> %683, ptr %684, align 4
  %685 = getelementptr float, ptr %3, i64 64
  %686 = load <16 x float>, ptr %685, align 4
  %687 = getelementptr float, ptr %0, i64 14
  %688 = load float, ptr %687, align 4
  %689 = insertelement <16 x float> poison, float %688, i32 0
  %690 = shufflevector <16 x float> %689, <16 x float> poison, <16 x i32> zeroinitializer
  %691 = getelementptr float, ptr %1, i64 80
  %692 = load <16 x float>, ptr %691, align 4
  %693 = fmul contract <16 x float> %690, %692
  %694 = fadd contract <16 x float> %686, %693
  %695 = getelementptr float, ptr %3, i64 64
  store <16 x float> %694, ptr %695, align 4
  %696 = getelementptr float, ptr %3, i64 80
  %697 = load <16 x float>, ptr %696, align 4
  %698 = getelementptr float, ptr %0, i64 14
  %699 = load float, ptr %698, align 4
  %700 = insertelement <16 x float> poison, float %699, i32 0
  %701 = shufflevector <16 x float> %700, <16 x float> poison, <16 x i32> zeroinitializer
  %702 = getelementptr float, ptr %1, i64 96
  %703 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %702, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %704 = fmul contract <16 x float> %701, %703
  %705 = fadd contract <16 x float> %697, %704
  %706 = getelementptr float, ptr %3, i64 80
  %707 = load <16 x float>, ptr %706, align 4
  %708 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %705, <16 x float> %707
  %709 = getelementptr float, ptr %3, i64 80
  store <16 x float> %708, ptr %709, align 4
  %710 = getelementptr float, ptr %3, i64 96
  %711 = load <16 x float>, ptr %710, align 4
  %712 = getelementptr float, ptr %0, i64 19
  %713 = load float, ptr %712, align 4
  %714 = insertelement <16 x float> poison, float %713, i32 0
  %715 = shufflevector <16 x float> %714, <16 x float> poison, <16 x i32> zeroinitializer
  %716 = getelementptr float, ptr %1, i64 80
  %717 = load <16 x float>, ptr %716, align 4
  %718 = fmul contract <16 x float> %715, %717
  %719 = fadd contract <16 x float> %711, %718
  %720 = getelementptr float, ptr %3, i64 96
  store <16 x float> %719, ptr %720, align 4
  %721 = getelementptr float, ptr %3, i64 112
  %722 = load <16 x float>, ptr %721, align 4
  %723 = getelementptr float, ptr %0, i64 19
  %724 = load float, ptr %723, align 4
  %725 = insertelement <16 x float> poison, float %724, i32 0
  %726 = shufflevector <16 x float> %725, <16 x float> poison, <16 x i32> zeroinitializer
  %727 = getelementptr float, ptr %1, i64 96
  %728 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %727, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %729 = fmul contract <16 x float> %726, %728
  %730 = fadd contract <16 x float> %722, %729
  %731 = getelementptr float, ptr %3, i64 112
  %732 = load <16 x float>, ptr %731, align 4
  %733 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %730, <16 x float> %732
  %734 = getelementptr float, ptr %3, i64 112
  store <16 x float> %733, ptr %734, align 4
  %735 = getelementptr float, ptr %3, i64 128
  %736 = load <16 x float>, ptr %735, align 4
  %737 = getelementptr float, ptr %0, i64 24
  %738 = load float, ptr %737, align 4
  %739 = insertelement <16 x float> poison, float %738, i32 0
  %740 = shufflevector <16 x float> %739, <16 x float> poison, <16 x i32> zeroinitializer
  %741 = getelementptr float, ptr %1, i64 80
  %742 = load <16 x float>, ptr %741, align 4
  %743 = fmul contract <16 x float> %740, %742
  %744 = fadd contract <16 x float> %736, %743
  %745 = getelementptr float, ptr %3, i64 128
  store <16 x float> %744, ptr %745, align 4
  %746 = getelementptr float, ptr %3, i64 144
  %747 = load <16 x float>, ptr %746, align 4
  %748 = getelementptr float, ptr %0, i64 24
  %749 = load float, ptr %748, align 4
  %750 = insertelement <16 x float> poison, float %749, i32 0
  %751 = shufflevector <16 x float> %750, <16 x float> poison, <16 x i32> zeroinitializer
  %752 = getelementptr float, ptr %1, i64 96
  %753 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %752, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %754 = fmul contract <16 x float> %751, %753
  %755 = fadd contract <16 x float> %747, %754
  %756 = getelementptr float, ptr %3, i64 144
  %757 = load <16 x float>, ptr %756, align 4
  %758 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %755, <16 x float> %757
  %759 = getelementptr float, ptr %3, i64 144
  store <16 x float> %758, ptr %759, align 4
  %760 = getelementptr float, ptr %3, i64 160
  %761 = load <16 x float>, ptr %760, align 4
  %762 = getelementptr float, ptr %0, i64 29
  %763 = load float, ptr %762, align 4
  %764 = insertelement <16 x float> poison, float %763, i32 0
  %765 = shufflevector <16 x float> %764, <16 x float> poison, <16 x i32> zeroinitializer
  %766 = getelementptr float, ptr %1, i64 80
  %767 = load <16 x float>, ptr %766, align 4
  %768 = fmul contract <16 x float> %765, %767
  %769 = fadd contract <16 x float> %761, %768
  %770 = getelementptr float, ptr %3, i64 160
  store <16 x float> %769, ptr %770, align 4
  %771 = getelementptr float, ptr %3, i64 176
  %772 = load <16 x float>, ptr %771, align 4
  %773 = getelementptr float, ptr %0, i64 29
  %774 = load float, ptr %773, align 4
  %775 = insertelement <16 x float> poison, float %774, i32 0
  %776 = shufflevector <16 x float> %775, <16 x float> poison, <16 x i32> zeroinitializer
  %777 = getelementptr float, ptr %1, i64 96
  %778 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %777, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %779 = fmul contract <16 x float> %776, %778
  %780 = fadd contract <16 x float> %772, %779
  %781 = getelementptr float, ptr %3, i64 176
  %782 = load <16 x float>, ptr %781, align 4
  %783 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %780, <16 x float> %782
  %784 = getelementptr float, ptr %3, i64 176
  store <16 x float> %783, ptr %784, align 4
  %785 = getelementptr float, ptr %3, i64 0
  %786 = load <16 x float>, ptr %785, align 4
  %787 = getelementptr float, ptr %2, i64 0
  store <16 x float> %786, ptr %787, align 4
  %788 = getelementptr float, ptr %3, i64 16
  %789 = load <16 x float>, ptr %788, align 4
  %790 = getelementptr float, ptr %2, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %789, ptr %790, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %791 = getelementptr float, ptr %3, i64 32
  %792 = load <16 x float>, ptr %791, align 4
  %793 = getelementptr float, ptr %2, i64 20
  store <16 x float> %792, ptr %793, align 4
  %794 = getelementptr float, ptr %3, i64 48
  %795 = load <16 x float>, ptr %794, align 4
  %796 = getelementptr float, ptr %2, i64 36
  call void @llvm.masked.store.v16f32.p0(<16 x float> %795, ptr %796, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %797 = getelementptr float, ptr %3, i64 64
  %798 = load <16 x float>, ptr %797, align 4
  %799 = getelementptr float, ptr %2, i64 40
  store <16 x float> %798, ptr %799, align 4
  %800 = getelementptr float, ptr %3, i64 80
  %801 = load <16 x float>, ptr %800, align 4
  %802 = getelementptr float, ptr %2, i64 56
  call void @llvm.masked.store.v16f32.p0(<16 x float> %801, ptr %802, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %803 = getelementptr float, ptr %3, i64 96
  %804 = load <16 x float>, ptr %803, align 4
  %805 = getelementptr float, ptr %2, i64 60
  store <16 x float> %804, ptr %805, align 4
  %806 = getelementptr float, ptr %3, i64 112
  %807 = load <16 x float>, ptr %806, align 4
  %808 = getelementptr float, ptr %2, i64 76
  call void @llvm.masked.store.v16f32.p0(<16 x float> %807, ptr %808, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %809 = getelementptr float, ptr %3, i64 128
  %810 = load <16 x float>, ptr %809, align 4
  %811 = getelementptr float, ptr %2, i64 80
  store <16 x float> %810, ptr %811, align 4
  %812 = getelementptr float, ptr %3, i64 144
  %813 = load <16 x float>, ptr %812, align 4
  %814 = getelementptr float, ptr %2, i64 96
  call void @llvm.masked.store.v16f32.p0(<16 x float> %813, ptr %814, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %815 = getelementptr float, ptr %3, i64 160
  %816 = load <16 x float>, ptr %815, align 4
  %817 = getelementptr float, ptr %2, i64 100
  store <16 x float> %816, ptr %817, align 4
  %818 = getelementptr float, ptr %3, i64 176
  %819 = load <16 x float>, ptr %818, align 4
  %820 = getelementptr float, ptr %2, i64 116
  call void @llvm.masked.store.v16f32.p0(<16 x float> %819, ptr %820, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %821 = getelementptr float, ptr %4, i64 0
  store <16 x float> zeroinitializer, ptr %821, align 4
  %822 = getelementptr float, ptr %4, i64 16
  %823 = load <16 x float>, ptr %822, align 4
  %824 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer, <16 x float> %823
  %825 = getelementptr float, ptr %4, i64 16
  store <16 x float> %824, ptr %825, align 4
  %826 = getelementptr float, ptr %4, i64 0
  %827 = load <16 x float>, ptr %826, align 4
  %828 = getelementptr float, ptr %0, i64 30
  %829 = load float, ptr %828, align 4
  %830 = insertelement <16 x float> poison, float %829, i32 0
  %831 = shufflevector <16 x float> %830, <16 x float> poison, <16 x i32> zeroinitializer
  %832 = getelementptr float, ptr %1, i64 0
  %833 = load <16 x float>, ptr %832, align 4
  %834 = fmul contract <16 x float> %831, %833
  %835 = fadd contract <16 x float> %827, %834
  %836 = getelementptr float, ptr %4, i64 0
  store <16 x float> %835, ptr %836, align 4
  %837 = getelementptr float, ptr %4, i64 16
  %838 = load <16 x float>, ptr %837, align 4
  %839 = getelementptr float, ptr %0, i64 30
  %840 = load float, ptr %839, align 4
  %841 = insertelement <16 x float> poison, float %840, i32 0
  %842 = shufflevector <16 x float> %841, <16 x float> poison, <16 x i32> zeroinitializer
  %843 = getelementptr float, ptr %1, i64 16
  %844 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %843, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %845 = fmul contract <16 x float> %842, %844
  %846 = fadd contract <16 x float> %838, %845
  %847 = getelementptr float, ptr %4, i64 16
  %848 = load <16 x float>, ptr %847, align 4
  %849 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %846, <16 x float> %848
  %850 = getelementptr float, ptr %4, i64 16
  store <16 x float> %849, ptr %850, align 4
  %851 = getelementptr float, ptr %4, i64 0
  %852 = load <16 x float>, ptr %851, align 4
  %853 = getelementptr float, ptr %0, i64 31
  %854 = load float, ptr %853, align 4
  %855 = insertelement <16 x float> poison, float %854, i32 0
  %856 = shufflevector <16 x float> %855, <16 x float> poison, <16 x i32> zeroinitializer
  %857 = getelementptr float, ptr %1, i64 20
  %858 = load <16 x float>, ptr %857, align 4
  %859 = fmul contract <16 x float> %856, %858
  %860 = fadd contract <16 x float> %852, %859
  %861 = getelementptr float, ptr %4, i64 0
  store <16 x float> %860, ptr %861, align 4
  %862 = getelementptr float, ptr %4, i64 16
  %863 = load <16 x float>, ptr %862, align 4
  %864 = getelementptr float, ptr %0, i64 31
  %865 = load float, ptr %864, align 4
  %866 = insertelement <16 x float> poison, float %865, i32 0
  %867 = shufflevector <16 x float> %866, <16 x float> poison, <16 x i32> zeroinitializer
  %868 = getelementptr float, ptr %1, i64 36
  %869 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %868, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %870 = fmul contract <16 x float> %867, %869
  %871 = fadd contract <16 x float> %863, %870
  %872 = getelementptr float, ptr %4, i64 16
  %873 = load <16 x float>, ptr %872, align 4
  %874 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %871, <16 x float> %873
  %875 = getelementptr float, ptr %4, i64 16
  store <16 x float> %874, ptr %875, align 4
  %876 = getelementptr float, ptr %4, i64 0
  %877 = load <16 x float>, ptr %876, align 4
  %878 = getelementptr float, ptr %0, i64 32
  %879 = load float, ptr %878, align 4
  %880 = insertelement <16 x float> poison, float %879, i32 0
  %881 = shufflevector <16 x float> %880, <16 x float> poison, <16 x i32> zeroinitializer
  %882 = getelementptr float, ptr %1, i64 40
  %883 = load <16 x float>, ptr %882, align 4
  %884 = fmul contract <16 x float> %881, %883
  %885 = fadd contract <16 x float> %877, %884
  %886 = getelementptr float, ptr %4, i64 0
  store <16 x float> %885, ptr %886, align 4
  %887 = getelementptr float, ptr %4, i64 16
  %888 = load <16 x float>, ptr %887, align 4
  %889 = getelementptr float, ptr %0, i64 32
  %890 = load float, ptr %889, align 4
  %891 = insertelement <16 x float> poison, float %890, i32 0
  %892 = shufflevector <16 x float> %891, <16 x float> poison, <16 x i32> zeroinitializer
  %893 = getelementptr float, ptr %1, i64 56
  %894 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %893, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %895 = fmul contract <16 x float> %892, %894
  %896 = fadd contract <16 x float> %888, %895
  %897 = getelementptr float, ptr %4, i64 16
  %898 = load <16 x float>, ptr %897, align 4
  %899 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %896, <16 x float> %898
  %900 = getelementptr float, ptr %4, i64 16
  store <16 x float> %899, ptr %900, align 4
  %901 = getelementptr float, ptr %4, i64 0
  %902 = load <16 x float>, ptr %901, align 4
  %903 = getelementptr float, ptr %0, i64 33
  %904 = load float, ptr %903, align 4
  %905 = insertelement <16 x float> poison, float %904, i32 0
  %906 = shufflevector <16 x float> %905, <16 x float> poison, <16 x i32> zeroinitializer
  %907 = getelementptr float, ptr %1, i64 60
  %908 = load <16 x float>, ptr %907, align 4
  %909 = fmul contract <16 x float> %906, %908
  %910 = fadd contract <16 x float> %902, %909
  %911 = getelementptr float, ptr %4, i64 0
  store <16 x float> %910, ptr %911, align 4
  %912 = getelementptr float, ptr %4, i64 16
  %913 = load <16 x float>, ptr %912, align 4
  %914 = getelementptr float, ptr %0, i64 33
  %915 = load float, ptr %914, align 4
  %916 = insertelement <16 x float> poison, float %915, i32 0
  %917 = shufflevector <16 x float> %916, <16 x float> poison, <16 x i32> zeroinitializer
  %918 = getelementptr float, ptr %1, i64 76
  %919 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %918, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %920 = fmul contract <16 x float> %917, %919
  %921 = fadd contract <16 x float> %913, %920
  %922 = getelementptr float, ptr %4, i64 16
  %923 = load <16 x float>, ptr %922, align 4
  %924 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %921, <16 x float> %923
  %925 = getelementptr float, ptr %4, i64 16
  store <16 x float> %924, ptr %925, align 4
  %926 = getelementptr float, ptr %4, i64 0
  %927 = load <16 x float>, ptr %926, align 4
  %928 = getelementptr float, ptr %0, i64 34
  %929 = load float, ptr %928, align 4
  %930 = insertelement <16 x float> poison, float %929, i32 0
  %931 = shufflevector <16 x float> %930, <16 x float> poison, <16 x i32> zeroinitializer
  %932 = getelementptr float, ptr %1, i64 80
  %933 = load <16 x float>, ptr %932, align 4
  %934 = fmul contract <16 x float> %931, %933
  %935 = fadd contract <16 x float> %927, %934
  %936 = getelementptr float, ptr %4, i64 0
  store <16 x float> %935, ptr %936, align 4
  %937 = getelementptr float, ptr %4, i64 16
  %938 = load <16 x float>, ptr %937, align 4
  %939 = getelementptr float, ptr %0, i64 34
  %940 = load float, ptr %939, align 4
  %941 = insertelement <16 x float> poison, float %940, i32 0
  %942 = shufflevector <16 x float> %941, <16 x float> poison, <16 x i32> zeroinitializer
  %943 = getelementptr float, ptr %1, i64 96
  %944 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %943, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %945 = fmul contract <16 x float> %942, %944
  %946 = fadd contract <16 x float> %938, %945
  %947 = getelementptr float, ptr %4, i64 16
  %948 = load <16 x float>, ptr %947, align 4
  %949 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %946, <16 x float> %948
  %950 = getelementptr float, ptr %4, i64 16
  store <16 x float> %949, ptr %950, align 4
  %951 = getelementptr float, ptr %4, i64 0
  %952 = load <16 x float>, ptr %951, align 4
  %953 = getelementptr float, ptr %2, i64 120
  store <16 x float> %952, ptr %953, align 4
  %954 = getelementptr float, ptr %4, i64 16
  %955 = load <16 x float>, ptr %954, align 4
  %956 = getelementptr float, ptr %2, i64 136
  call void @llvm.masked.store.v16f32.p0(<16 x float> %955, ptr %956, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr nocapture, i32 immarg, <16 x i1>, <16 x float>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr nocapture, i32 immarg, <16 x i1>) #2

