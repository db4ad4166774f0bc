
; Function Attrs: nounwind
define void @tt_kernel(ptr noalias %0, ptr noalias %1, ptr noalias %2) #0 {
entry:
  %3 = alloca [224 x float], align 64
  br label %start

start:                                            ; preds = %entry
  %4 = getelementptr float, ptr %3, i64 0
  store <16 x float> zeroinitializer, ptr %4, align 4
  %5 = getelementptr float, ptr %3, i64 16
  %6 = load <16 x float>, ptr %5, align 4
  %7 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer, <16 x float> %6
  %8 = getelementptr float, ptr %3, i64 16
  store <16 x float> %7, ptr %8, align 4
  %9 = getelementptr float, ptr %3, i64 32
  store <16 x float> zeroinitializer, ptr %9, align 4
  %10 = getelementptr float, ptr %3, i64 48
  %11 = load <16 x float>, ptr %10, align 4
  %12 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer, <16 x float> %11
  %13 = getelementptr float, ptr %3, i64 48
  store <16 x float> %12, ptr %13, align 4
  %14 = getelementptr float, ptr %3, i64 64
  store <16 x float> zeroinitializer, ptr %14, align 4
  %15 = getelementptr float, ptr %3, i64 80
  %16 = load <16 x float>, ptr %15, align 4
  %17 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer, <16 x float> %16
  %18 = getelementptr float, ptr %3, i64 80
  store <16 x float> %17, ptr %18, align 4
  %19 = getelementptr float, ptr %3, i64 96
  store <16 x float> zeroinitializer, ptr %19, align 4
  %20 = getelementptr float, ptr %3, i64 112
  %21 = load <16 x float>, ptr %20, align 4
  %22 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer, <16 x float> %21
  %23 = getelementptr float, ptr %3, i64 112
  store <16 x float> %22, ptr %23, align 4
  %24 = getelementptr float, ptr %3, i64 128
  store <16 x float> zeroinitializer, ptr %24, align 4
  %25 = getelementptr float, ptr %3, i64 144
  %26 = load <16 x float>, ptr %25, align 4
  %27 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer, <16 x float> %26
  %28 = getelementptr float, ptr %3, i64 144
  store <16 x float> %27, ptr %28, align 4
  %29 = getelementptr float, ptr %3, i64 160
  store <16 x float> zeroinitializer, ptr %29, align 4
  %30 = getelementptr float, ptr %3, i64 176
  %31 = load <16 x float>, ptr %30, align 4
  %32 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer, <16 x float> %31
  %33 = getelementptr float, ptr %3, i64 176
  store <16 x float> %32, ptr %33, align 4
  %34 = getelementptr float, ptr %3, i64 192
  store <16 x float> zeroinitializer, ptr %34, align 4
  %35 = getelementptr float, ptr %3, i64 208
  %36 = load <16 x float>, ptr %35, align 4
  %37 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer, <16 x float> %36
  %38 = getelementptr float, ptr %3, i64 208
  store <16 x float> %37, ptr %38, align 4
  %39 = getelementptr float, ptr %3, i64 0
  %40 = load <16 x float>, ptr %39, align 4
  %41 = getelementptr float, ptr %0, i64 0
  %42 = load float, ptr %41, align 4
  %43 = insertelement <16 x float> poison, float %42, i32 0
  %44 = shufflevector <16 x float> %43, <16 x float> poison, <16 x i32> zeroinitializer
  %45 = getelementptr float, ptr %1, i64 0
  %46 = load <16 x float>, ptr %45, align 4
  %47 = fmul contract <16 x float> %44, %46
  %48 = fadd contract <16 x float> %40, %47
  %49 = getelementptr float, ptr %3, i64 0
  store <16 x float> %48, ptr %49, align 4
  %50 = getelementptr float, ptr %3, i64 16
  %51 = load <16 x float>, ptr %50, align 4
  %52 = getelementptr float, ptr %0, i64 0
  %53 = load float, ptr %52, align 4
  %54 = insertelement <16 x float> poison, float %53, i32 0
  %55 = shufflevector <16 x float> %54, <16 x float> poison, <16 x i32> zeroinitializer
  %56 = getelementptr float, ptr %1, i64 16
  %57 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %56, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %58 = fmul contract <16 x float> %55, %57
  %59 = fadd contract <16 x float> %51, %58
  %60 = getelementptr float, ptr %3, i64 16
  %61 = load <16 x float>, ptr %60, align 4
  %62 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %59, <16 x float> %61
  %63 = getelementptr float, ptr %3, i64 16
  store <16 x float> %62, ptr %63, align 4
  %64 = getelementptr float, ptr %3, i64 32
  %65 = load <16 x float>, ptr %64, align 4
  %66 = getelementptr float, ptr %0, i64 5
  %67 = load float, ptr %66, align 4
  %68 = insertelement <16 x float> poison, float %67, i32 0
  %69 = shufflevector <16 x float> %68, <16 x float> poison, <16 x i32> zeroinitializer
  %70 = getelementptr float, ptr %1, i64 0
  %71 = load <16 x float>, ptr %70, align 4
  %72 = fmul contract <16 x float> %69, %71
  %73 = fadd contract <16 x float> %65, %72
  %74 = getelementptr float, ptr %3, i64 32
  store <16 x float> %73, ptr %74, align 4
  %75 = getelementptr float, ptr %3, i64 48
  %76 = load <16 x float>, ptr %75, align 4
  %77 = getelementptr float, ptr %0, i64 5
  %78 = load float, ptr %77, align 4
  %79 = insertelement <16 x float> poison, float %78, i32 0
  %80 = shufflevector <16 x float> %79, <16 x float> poison, <16 x i32> zeroinitializer
  %81 = getelementptr float, ptr %1, i64 16
  %82 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %81, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %83 = fmul contract <16 x float> %80, %82
  %84 = fadd contract <16 x float> %76, %83
  %85 = getelementptr float, ptr %3, i64 48
  %86 = load <16 x float>, ptr %85, align 4
  %87 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %84, <16 x float> %86
  %88 = getelementptr float, ptr %3, i64 48
  store <16 x float> %87, ptr %88, align 4
  %89 = getelementptr float, ptr %3, i64 64
  %90 = load <16 x float>, ptr %89, align 4
  %91 = getelementptr float, ptr %0, i64 10
  %92 = load float, ptr %91, align 4
  %93 = insertelement <16 x float> poison, float %92, i32 0
  %94 = shufflevector <16 x float> %93, <16 x float> poison, <16 x i32> zeroinitializer
  %95 = getelementptr float, ptr %1, i64 0
  %96 = load <16 x float>, ptr %95, align 4
  %97 = fmul contract <16 x float> %94, %96
  %98 = fadd contract <16 x float> %90, %97
  %99 = getelementptr float, ptr %3, i64 64
  store <16 x float> %98, ptr %99, align 4
  %100 = getelementptr float, ptr %3, i64 80
  %101 = load <16 x float>, ptr %100, align 4
  %102 = getelementptr float, ptr %0, i64 10
  %103 = load float, ptr %102, align 4
  %104 = insertelement <16 x float> poison, float %103, i32 0
  %105 = shufflevector <16 x float> %104, <16 x float> poison, <16 x i32> zeroinitializer
  %106 = getelementptr float, ptr %1, i64 16
  %107 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %106, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %108 = fmul contract <16 x float> %105, %107
  %109 = fadd contract <16 x float> %101, %108
  %110 = getelementptr float, ptr %3, i64 80
  %111 = load <16 x float>, ptr %110, align 4
  %112 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %109, <16 x float> %111
  %113 = getelementptr float, ptr %3, i64 80
  store <16 x float> %112, ptr %113, align 4
  %114 = getelementptr float, ptr %3, i64 96
  %115 = load <16 x float>, ptr %114, align 4
  %116 = getelementptr float, ptr %0, i64 15
  %117 = load float, ptr %116, align 4
  %118 = insertelement <16 x float> poison, float %117, i32 0
  %119 = shufflevector <16 x float> %118, <16 x float> poison, <16 x i32> zeroinitializer
  %120 = getelementptr float, ptr %1, i64 0
  %121 = load <16 x float>, ptr %120, align 4
  %122 = fmul contract <16 x float> %119, %121
  %123 = fadd contract <16 x float> %115, %122
  %124 = getelementptr float, ptr %3, i64 96
  store <16 x float> %123, ptr %124, align 4
  %125 = getelementptr float, ptr %3, i64 112
  %126 = load <16 x float>, ptr %125, align 4
  %127 = getelementptr float, ptr %0, i64 15
  %128 = load float, ptr %127, align 4
  %129 = insertelement <16 x float> poison, float %128, i32 0
  %130 = shufflevector <16 x float> %129, <16 x float> poison, <16 x i32> zeroinitializer
  %131 = getelementptr float, ptr %1, i64 16
  %132 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %131, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %133 = fmul contract <16 x float> %130, %132
  %134 = fadd contract <16 x float> %126, %133
  %135 = getelementptr float, ptr %3, i64 112
  %136 = load <16 x float>, ptr %135, align 4
  %137 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %134, <16 x float> %136
  %138 = getelementptr float, ptr %3, i64 112
  store <16 x float> %137, ptr %138, align 4
  %139 = getelementptr float, ptr %3, i64 128
  %140 = load <16 x float>, ptr %139, align 4
  %141 = getelementptr float, ptr %0, i64 20
  %142 = load float, ptr %141, align 4
  %143 = insertelement <16 x float> poison, float %142, i32 0
  %144 = shufflevector <16 x float> %143, <16 x float> poison, <16 x i32> zeroinitializer
  %145 = getelementptr float, ptr %1, i64 0
  %146 = load <16 x float>, ptr %145, align 4
  %147 = fmul contract <16 x float> %144, %146
  %148 = fadd contract <16 x float> %140, %147
  %149 = getelementptr float, ptr %3, i64 128
  store <16 x float> %148, ptr %149, align 4
  %150 = getelementptr float, ptr %3, i64 144
  %151 = load <16 x float>, ptr %150, align 4
  %152 = getelementptr float, ptr %0, i64 20
  %153 = load float, ptr %152, align 4
  %154 = insertelement <16 x float> poison, float %153, i32 0
  %155 = shufflevector <16 x float> %154, <16 x float> poison, <16 x i32> zeroinitializer
  %156 = getelementptr float, ptr %1, i64 16
  %157 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %156, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %158 = fmul contract <16 x float> %155, %157
  %159 = fadd contract <16 x float> %151, %158
  %160 = getelementptr float, ptr %3, i64 144
  %161 = load <16 x float>, ptr %160, align 4
  %162 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %159, <16 x float> %161
  %163 = getelementptr float, ptr %3, i64 144
  store <16 x float> %162, ptr %163, align 4
  %164 = getelementptr float, ptr %3, i64 160
  %165 = load <16 x float>, ptr %164, align 4
  %166 = getelementptr float, ptr %0, i64 25
  %167 = load float, ptr %166, align 4
  %168 = insertelement <16 x float> poison, float %167, i32 0
  %169 = shufflevector <16 x float> %168, <16 x float> poison, <16 x i32> zeroinitializer
  %170 = getelementptr float, ptr %1, i64 0
  %171 = load <16 x float>, ptr %170, align 4
  %172 = fmul contract <16 x float> %169, %171
  %173 = fadd contract <16 x float> %165, %172
  %174 = getelementptr float, ptr %3, i64 160
  store <16 x float> %173, ptr %174, align 4
  %175 = getelementptr float, ptr %3, i64 176
  %176 = load <16 x float>, ptr %175, align 4
  %177 = getelementptr float, ptr %0, i64 25
  %178 = load float, ptr %177, align 4
  %179 = insertelement <16 x float> poison, float %178, i32 0
  %180 = shufflevector <16 x float> %179, <16 x float> poison, <16 x i32> zeroinitializer
  %181 = getelementptr float, ptr %1, i64 16
  %182 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %181, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %183 = fmul contract <16 x float> %180, %182
  %184 = fadd contract <16 x float> %176, %183
  %185 = getelementptr float, ptr %3, i64 176
  %186 = load <16 x float>, ptr %185, align 4
  %187 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %184, <16 x float> %186
  %188 = getelementptr float, ptr %3, i64 176
  store <16 x float> %187, ptr %188, align 4
  %189 = getelementptr float, ptr %3, i64 192
  %190 = load <16 x float>, ptr %189, align 4
  %191 = getelementptr float, ptr %0, i64 30
  %192 = load float, ptr %191, align 4
  %193 = insertelement <16 x float> poison, float %192, i32 0
  %194 = shufflevector <16 x float> %193, <16 x float> poison, <16 x i32> zeroinitializer
  %195 = getelementptr float, ptr %1, i64 0
  %196 = load <16 x float>, ptr %195, align 4
  %197 = fmul contract <16 x float> %194, %196
  %198 = fadd contract <16 x float> %190, %197
  %199 = getelementptr float, ptr %3, i64 192
  store <16 x float> %198, ptr %199, align 4
  %200 = getelementptr float, ptr %3, i64 208
  %201 = load <16 x float>, ptr %200, align 4
  %202 = getelementptr float, ptr %0, i64 30
  %203 = load float, ptr %202, align 4
  %204 = insertelement <16 x float> poison, float %203, i32 0
  %205 = shufflevector <16 x float> %204, <16 x float> poison, <16 x i32> zeroinitializer
  %206 = getelementptr float, ptr %1, i64 16
  %207 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %206, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %208 = fmul contract <16 x float> %205, %207
  %209 = fadd contract <16 x float> %201, %208
  %210 = getelementptr float, ptr %3, i64 208
  %211 = load <16 x float>, ptr %210, align 4
  %212 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %209, <16 x float> %211
  %213 = getelementptr float, ptr %3, i64 208
  store <16 x float> %212, ptr %213, align 4
  %214 = getelementptr float, ptr %3, i64 0
  %215 = load <16 x float>, ptr %214, align 4
  %216 = getelementptr float, ptr %0, i64 1
  %217 = load float, ptr %216, align 4
  %218 = insertelement <16 x float> poison, float %217, i32 0
  %219 = shufflevector <16 x float> %218, <16 x float> poison, <16 x i32> zeroinitializer
  %220 = getelementptr float, ptr %1, i64 20
  %221 = load <16 x float>, ptr %220, align 4
  %222 = fmul contract <16 x float> %219, %221
  %223 = fadd contract <16 x float> %215, %222
  %224 = getelementptr float, ptr %3, i64 0
  store <16 x float> %223, ptr %224, align 4
  %225 = getelementptr float, ptr %3, i64 16
  %226 = load <16 x float>, ptr %225, align 4
  %227 = getelementptr float, ptr %0, i64 1
  %228 = load float, ptr %227, align 4
  %229 = insertelement <16 x float> poison, float %228, i32 0
  %230 = shufflevector <16 x float> %229, <16 x float> poison, <16 x i32> zeroinitializer
  %231 = getelementptr float, ptr %1, i64 36
  %232 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %231, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %233 = fmul contract <16 x float> %230, %232
  %234 = fadd contract <16 x float> %226, %233
  %235 = getelementptr float, ptr %3, i64 16
  %236 = load <16 x float>, ptr %235, align 4
  %237 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %234, <16 x float> %236
  %238 = getelementptr float, ptr %3, i64 16
  store <16 x float> %237, ptr %238, align 4
  %239 = getelementptr float, ptr %3, i64 32
  %240 = load <16 x float>, ptr %239, align 4
  %241 = getelementptr float, ptr %0, i64 6
  %242 = load float, ptr %241, align 4
  %243 = insertelement <16 x float> poison, float %242, i32 0
  %244 = shufflevector <16 x float> %243, <16 x float> poison, <16 x i32> zeroinitializer
  %245 = getelementptr float, ptr %1, i64 20
  %246 = load <16 x float>, ptr %245, align 4
  %247 = fmul contract <16 x float> %244, %246
  %248 = fadd contract <16 x float> %240, %247
  %249 = getelementptr float, ptr %3, i64 32
  store <16 x float> %248, ptr %249, align 4
  %250 = getelementptr float, ptr %3, i64 48
  %251 = load <16 x float>, ptr %250, align 4
  %252 = getelementptr float, ptr %0, i64 6
  %253 = load float, ptr %252, align 4
  %254 = insertelement <16 x float> poison, float %253, i32 0
  %255 = shufflevector <16 x float> %254, <16 x float> poison, <16 x i32> zeroinitializer
  %256 = getelementptr float, ptr %1, i64 36
  %257 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %256, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %258 = fmul contract <16 x float> %255, %257
  %259 = fadd contract <16 x float> %251, %258
  %260 = getelementptr float, ptr %3, i64 48
  %261 = load <16 x float>, ptr %260, align 4
  %262 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %259, <16 x float> %261
  %263 = getelementptr float, ptr %3, i64 48
  store <16 x float> %262, ptr %263, align 4
  %264 = getelementptr float, ptr %3, i64 64
  %265 = load <16 x float>, ptr %264, align 4
  %266 = getelementptr float, ptr %0, i64 11
  %267 = load float, ptr %266, align 4
  %268 = insertelement <16 x float> poison, float %267, i32 0
  %269 = shufflevector <16 x float> %268, <16 x float> poison, <16 x i32> zeroinitializer
  %270 = getelementptr float, ptr %1, i64 20
  %271 = load <16 x float>, ptr %270, align 4
  %272 = fmul contract <16 x float> %269, %271
  %273 = fadd contract <16 x float> %265, %272
  %274 = getelementptr float, ptr %3, i64 64
  store <16 x float> %273, ptr %274, align 4
  %275 = getelementptr float, ptr %3, i64 80
  %276 = load <16 x float>, ptr %275, align 4
  %277 = getelementptr float, ptr %0, i64 11
  %278 = load float, ptr %277, align 4
  %279 = insertelement <16 x float> poison, float %278, i32 0
  %280 = shufflevector <16 x float> %279, <16 x float> poison, <16 x i32> zeroinitializer
  %281 = getelementptr float, ptr %1, i64 36
  %282 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %281, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %283 = fmul contract <16 x float> %280, %282
  %284 = fadd contract <16 x float> %276, %283
  %285 = getelementptr float, ptr %3, i64 80
  %286 = load <16 x float>, ptr %285, align 4
  %287 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %284, <16 x float> %286
  %288 = getelementptr float, ptr %3, i64 80
  store <16 x float> %287, ptr %288, align 4
  %289 = getelementptr float, ptr %3, i64 96
  %290 = load <16 x float>, ptr %289, align 4
  %291 = getelementptr float, ptr %0, i64 16
  %292 = load float, ptr %291, align 4
  %293 = insertelement <16 x float> poison, float %292, i32 0
  %294 = shufflevector <16 x float> %293, <16 x float> poison, <16 x i32> zeroinitializer
  %295 = getelementptr float, ptr %1, i64 20
  %296 = load <16 x float>, ptr %295, align 4
  %297 = fmul contract <16 x float> %294, %296
  %298 = fadd contract <16 x float> %290, %297
  %299 = getelementptr float, ptr %3, i64 96
  store <16 x float> %298, ptr %299, align 4
  %300 = getelementptr float, ptr %3, i64 112
  %301 = load <16 x float>, ptr %300, align 4
  %302 = getelementptr float, ptr %0, i64 16
  %303 = load float, ptr %302, align 4
  %304 = insertelement <16 x float> poison, float %303, i32 0
  %305 = shufflevector <16 x float> %304, <16 x float> poison, <16 x i32> zeroinitializer
  %306 = getelementptr float, ptr %1, i64 36
  %307 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %306, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %308 = fmul contract <16 x float> %305, %307
  %309 = fadd contract <16 x float> %301, %308
  %310 = getelementptr float, ptr %3, i64 112
  %311 = load <16 x float>, ptr %310, align 4
  %312 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %309, <16 x float> %311
  %313 = getelementptr float, ptr %3, i64 112
  store <16 x float> %312, ptr %313, align 4
  %314 = getelementptr float, ptr %3, i64 128
  %315 = load <16 x float>, ptr %314, align 4
  %316 = getelementptr float, ptr %0, i64 21
  %317 = load float, ptr %316, align 4
  %318 = insertelement <16 x float> poison, float %317, i32 0
  %319 = shufflevector <16 x float> %318, <16 x float> poison, <16 x i32> zeroinitializer
  %320 = getelementptr float, ptr %1, i64 20
  %321 = load <16 x float>, ptr %320, align 4
  %322 = fmul contract <16 x float> %319, %321
  %323 = fadd contract <16 x float> %315, %322
  %324 = getelementptr float, ptr %3, i64 128
  store <16 x float> %323, ptr %324, align 4
  %325 = getelementptr float, ptr %3, i64 144
  %326 = load <16 x float>, ptr %325, align 4
  %327 = getelementptr float, ptr %0, i64 21
  %328 = load float, ptr %327, align 4
  %329 = insertelement <16 x float> poison, float %328, i32 0
  %330 = shufflevector <16 x float> %329, <16 x float> poison, <16 x i32> zeroinitializer
  %331 = getelementptr float, ptr %1, i64 36
  %332 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %331, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %333 = fmul contract <16 x float> %330, %332
  %334 = fadd contract <16 x float> %326, %333
  %335 = getelementptr float, ptr %3, i64 144
  %336 = load <16 x float>, ptr %335, align 4
  %337 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %334, <16 x float> %336
  %338 = getelementptr float, ptr %3, i64 144
  store <16 x float> %337, ptr %338, align 4
  %339 = getelementptr float, ptr %3, i64 160
  %340 = load <16 x float>, ptr %339, align 4
  %341 = getelementptr float, ptr %0, i64 26
  %342 = load float, ptr %341, align 4
  %343 = insertelement <16 x float> poison, float %342, i32 0
  %344 = shufflevector <16 x float> %343, <16 x float> poison, <16 x i32> zeroinitializer
  %345 = getelementptr float, ptr %1, i64 20
  %346 = load <16 x float>, ptr %345, align 4
  %347 = fmul contract <16 x float> %344, %346
  %348 = fadd contract <16 x float> %340, %347
  %349 = getelementptr float, ptr %3, i64 160
  store <16 x float> %348, ptr %349, align 4
  %350 = getelementptr float, ptr %3, i64 176
  %351 = load <16 x float>, ptr %350, align 4
  %352 = getelementptr float, ptr %0, i64 26
  %353 = load float, ptr %352, align 4
  %354 = insertelement <16 x float> poison, float %353, i32 0
  %355 = shufflevector <16 x float> %354, <16 x float> poison, <16 x i32> zeroinitializer
  %356 = getelementptr float, ptr %1, i64 36
  %357 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %356, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %358 = fmul contract <16 x float> %355, %357
  %359 = fadd contract <16 x float> %351, %358
  %360 = getelementptr float, ptr %3, i64 176
  %361 = load <16 x float>, ptr %360, align 4
  %362 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %359, <16 x float> %361
  %363 = getelementptr float, ptr %3, i64 176
  store <16 x float> %362, ptr %363, align 4
  %364 = getelementptr float, ptr %3, i64 192
  %365 = load <16 x float>, ptr %364, align 4
  %366 = getelementptr float, ptr %0, i64 31
  %367 = load float, ptr %366, align 4
  %368 = insertelement <16 x float> poison, float %367, i32 0
  %369 = shufflevector <16 x float> %368, <16 x float> poison, <16 x i32> zeroinitializer
  %370 = getelementptr float, ptr %1, i64 20
  %371 = load <16 x float>, ptr %370, align 4
  %372 = fmul contract <16 x float> %369, %371
  %373 = fadd contract <16 x float> %365, %372
  %374 = getelementptr float, ptr %3, i64 192
  store <16 x float> %373, ptr %374, align 4
  %375 = getelementptr float, ptr %3, i64 208
  %376 = load <16 x float>, ptr %375, align 4
  %377 = getelementptr float, ptr %0, i64 31
  %378 = load float, ptr %377, align 4
  %379 = insertelement <16 x float> poison, float %378, i32 0
  %380 = shufflevector <16 x float> %379, <16 x float> poison, <16 x i32> zeroinitializer
  %381 = getelementptr float, ptr %1, i64 36
  %382 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %381, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %383 = fmul contract <16 x float> %380, %382
  %384 = fadd contract <16 x float> %376, %383
  %385 = getelementptr float, ptr %3, i64 208
  %386 = load <16 x float>, ptr %385, align 4
  %387 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %384, <16 x float> %386
  %388 = getelementptr float, ptr %3, i64 208
  store <16 x float> %387, ptr %388, align 4
  %389 = getelementptr float, ptr %3, i64 0
  %390 = load <16 x float>, ptr %389, align 4
  %391 = getelementptr float, ptr %0, i64 2
  %392 = load float, ptr %391, align 4
  %393 = insertelement <16 x float> poison, float %392, i32 0
  %394 = shufflevector <16 x float> %393, <16 x float> poison, <16 x i32> zeroinitializer
  %395 = getelementptr float, ptr %1, i64 40
  %396 = load <16 x float>, ptr %395, align 4
  %397 = fmul contract <16 x float> %394, %396
  %398 = fadd contract <16 x float> %390, %397
  %399 = getelementptr float, ptr %3, i64 0
  store <16 x float> %398, ptr %399, align 4
  %400 = getelementptr float, ptr %3, i64 16
  %401 = load <16 x float>, ptr %400, align 4
  %402 = getelementptr float, ptr %0, i64 2
  %403 = load float, ptr %402, align 4
  %404 = insertelement <16 x float> poison, float %403, i32 0
  %405 = shufflevector <16 x float> %404, <16 x float> poison, <16 x i32> zeroinitializer
  %406 = getelementptr float, ptr %1, i64 56
  %407 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %406, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %408 = fmul contract <16 x float> %405, %407
  %409 = fadd contract <16 x float> %401, %408
  %410 = getelementptr float, ptr %3, i64 16
  %411 = load <16 x float>, ptr %410, align 4
  %412 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %409, <16 x float> %411
  %413 = getelementptr float, ptr %3, i64 16
  store <16 x float> %412, ptr %413, align 4
  %414 = getelementptr float, ptr %3, i64 32
  %415 = load <16 x float>, ptr %414, align 4
  %416 = getelementptr float, ptr %0, i64 7
  %417 = load float, ptr %416, align 4
  %418 = insertelement <16 x float> poison, float %417, i32 0
  %419 = shufflevector <16 x float> %418, <16 x float> poison, <16 x i32> zeroinitializer
  %420 = getelementptr float, ptr %1, i64 40
  %421 = load <16 x float>, ptr %420, align 4
  %422 = fmul contract <16 x float> %419, %421
  %423 = fadd contract <16 x float> %415, %422
  %424 = getelementptr float, ptr %3, i64 32
  store <16 x float> %423, ptr %424, align 4
  %425 = getelementptr float, ptr %3, i64 48
  %426 = load <16 x float>, ptr %425, align 4
  %427 = getelementptr float, ptr %0, i64 7
  %428 = load float, ptr %427, align 4
  %429 = insertelement <16 x float> poison, float %428, i32 0
  %430 = shufflevector <16 x float> %429, <16 x float> poison, <16 x i32> zeroinitializer
  %431 = getelementptr float, ptr %1, i64 56
  %432 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %431, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %433 = fmul contract <16 x float> %430, %432
  %434 = fadd contract <16 x float> %426, %433
  %435 = getelementptr float, ptr %3, i64 48
  %436 = load <16 x float>, ptr %435, align 4
  %437 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %434, <16 x float> %436
  %438 = getelementptr float, ptr %3, i64 48
  store <16 x float> %437, ptr %438, align 4
  %439 = getelementptr float, ptr %3, i64 64
  %440 = load <16 x float>, ptr %439, align 4
  %441 = getelementptr float, ptr %0, i64 12
  %442 = load float, ptr %441, align 4
  %443 = insertelement <16 x float> poison, float %442, i32 0
  %444 = shufflevector <16 x float> %443, <16 x float> poison, <16 x i32> zeroinitializer
  %445 = getelementptr float, ptr %1, i64 40
  %446 = load <16 x float>, ptr %445, align 4
  %447 = fmul contract <16 x float> %444, %446
  %448 = fadd contract <16 x float> %440, %447
  %449 = getelementptr float, ptr %3, i64 64
  store <16 x float> %448, ptr %449, align 4
  %450 = getelementptr float, ptr %3, i64 80
  %451 = load <16 x float>, ptr %450, align 4
  %452 = getelementptr float, ptr %0, i64 12
  %453 = load float, ptr %452, align 4
  %454 = insertelement <16 x float> poison, float %453, i32 0
  %455 = shufflevector <16 x float> %454, <16 x float> poison, <16 x i32> zeroinitializer
  %456 = getelementptr float, ptr %1, i64 56
  %457 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %456, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %458 = fmul contract <16 x float> %455, %457
  %459 = fadd contract <16 x float> %451, %458
  %460 = getelementptr float, ptr %3, i64 80
  %461 = load <16 x float>, ptr %460, align 4
  %462 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %459, <16 x float> %461
  %463 = getelementptr float, ptr %3, i64 80
  store <16 x float> %462, ptr %463, align 4
  %464 = getelementptr float, ptr %3, i64 96
  %465 = load <16 x float>, ptr %464, align 4
  %466 = getelementptr float, ptr %0, i64 17
  %467 = load float, ptr %466, align 4
  %468 = insertelement <16 x float> poison, float %467, i32 0
  %469 = shufflevector <16 x float> %468, <16 x float> poison, <16 x i32> zeroinitializer
  %470 = getelementptr float, ptr %1, i64 40
  %471 = load <16 x float>, ptr %470, align 4
  %472 = fmul contract <16 x float> %469, %471
  %473 = fadd contract <16 x float> %465, %472
  %474 = getelementptr float, ptr %3, i64 96
  store <16 x float> %473, ptr %474, align 4
  %475 = getelementptr float, ptr %3, i64 112
  %476 = load <16 x float>, ptr %475, align 4
  %477 = getelementptr float, ptr %0, i64 17
  %478 = load float, ptr %477, align 4
  %479 = insertelement <16 x float> poison, float %478, i32 0
  %480 = shufflevector <16 x float> %479, <16 x float> poison, <16 x i32> zeroinitializer
  %481 = getelementptr float, ptr %1, i64 56
  %482 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %481, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %483 = fmul contract <16 x float> %480, %482
  %484 = fadd contract <16 x float> %476, %483
  %485 = getelementptr float, ptr %3, i64 112
  %486 = load <16 x float>, ptr %485, align 4
  %487 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %484, <16 x float> %486
  %488 = getelementptr float, ptr %3, i64 112
  store <16 x float> %487, ptr %488, align 4
  %489 = getelementptr float, ptr %3, i64 128
  %490 = load <16 x float>, ptr %489, align 4
  %491 = getelementptr float, ptr %0, i64 22
  %492 = load float, ptr %491, align 4
  %493 = insertelement <16 x float> poison, float %492, i32 0
  %494 = shufflevector <16 x float> %493, <16 x float> poison, <16 x i32> zeroinitializer
  %495 = getelementptr float, ptr %1, i64 40
  %496 = load <16 x float>, ptr %495, align 4
  %497 = fmul contract <16 x float> %494, %496
  %498 = fadd contract <16 x float> %490, %497
  %499 = getelementptr float, ptr %3, i64 128
  store <16 x float> %498, ptr %499, align 4
  %500 = getelementptr float, ptr %3, i64 144
  %501 = load <16 x float>, ptr %500, align 4
  %502 = getelementptr float, ptr %0, i64 22
  %503 = load float, ptr %502, align 4
  %504 = insertelement <16 x float> poison, float %503, i32 0
  %505 = shufflevector <16 x float> %504, <16 x float> poison, <16 x i32> zeroinitializer
  %506 = getelementptr float, ptr %1, i64 56
  %507 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %506, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %508 = fmul contract <16 x float> %505, %507
  %509 = fadd contract <16 x float> %501, %508
  %510 = getelementptr float, ptr %3, i64 144
  %511 = load <16 x float>, ptr %510, align 4
  %512 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %509, <16 x float> %511
  %513 = getelementptr float, ptr %3, i64 144
  store <16 x float> %512, ptr %513, align 4
  %514 = getelementptr float, ptr %3, i64 160
  %515 = load <16 x float>, ptr %514, align 4
  %516 = getelementptr float, ptr %0, i64 27
  %517 = load float, ptr %516, align 4
  %518 = insertelement <16 x float> poison, float %517, i32 0
  %519 = shufflevector <16 x float> %518, <16 x float> poison, <16 x i32> zeroinitializer
  %520 = getelementptr float, ptr %1, i64 40
  %521 = load <16 x float>, ptr %520, align 4
  %522 = fmul contract <16 x float> %519, %521
  %523 = fadd contract <16 x float> %515, %522
  %524 = getelementptr float, ptr %3, i64 160
  store <16 x float> %523, ptr %524, align 4
  %525 = getelementptr float, ptr %3, i64 176
  %526 = load <16 x float>, ptr %525, align 4
  %527 = getelementptr float, ptr %0, i64 27
  %528 = load float, ptr %527, align 4
  %529 = insertelement <16 x float> poison, float %528, i32 0
  %530 = shufflevector <16 x float> %529, <16 x float> poison, <16 x i32> zeroinitializer
  %531 = getelementptr float, ptr %1, i64 56
  %532 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %531, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %533 = fmul contract <16 x float> %530, %532
  %534 = fadd contract <16 x float> %526, %533
  %535 = getelementptr float, ptr %3, i64 176
  %536 = load <16 x float>, ptr %535, align 4
  %537 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %534, <16 x float> %536
  %538 = getelementptr float, ptr %3, i64 176
  store <16 x float> %537, ptr %538, align 4
  %539 = getelementptr float, ptr %3, i64 192
  %540 = load <16 x float>, ptr %539, align 4
  %541 = getelementptr float, ptr %0, i64 32
  %542 = load float, ptr %541, align 4
  %543 = insertelement <16 x float> poison, float %542, i32 0
  %544 = shufflevector <16 x float> %543, <16 x float> poison, <16 x i32> zeroinitializer
  %545 = getelementptr float, ptr %1, i64 40
  %546 = load <16 x float>, ptr %545, align 4
  %547 = fmul contract <16 x float> %544, %546
  %548 = fadd contract <16 x float> %540, %547
  %549 = getelementptr float, ptr %3, i64 192
  store <16 x float> %548, ptr %549, align 4
  %550 = getelementptr float, ptr %3, i64 208
  %551 = load <16 x float>, ptr %550, align 4
  %552 = getelementptr float, ptr %0, i64 32
  %553 = load float, ptr %552, align 4
  %554 = insertelement <16 x float> poison, float %553, i32 0
  %555 = shufflevector <16 x float> %554, <16 x float> poison, <16 x i32> zeroinitializer
  %556 = getelementptr float, ptr %1, i64 56
  %557 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %556, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %558 = fmul contract <16 x float> %555, %557
  %559 = fadd contract <16 x float> %551, %558
  %560 = getelementptr float, ptr %3, i64 208
  %561 = load <16 x float>, ptr %560, align 4
  %562 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %559, <16 x float> %561
  %563 = getelementptr float, ptr %3, i64 208
  store <16 x float> %562, ptr %563, align 4
  %564 = getelementptr float, ptr %3, i64 0
  %565 = load <16 x float>, ptr %564, align 4
  %566 = getelementptr float, ptr %0, i64 3
  %567 = load float, ptr %566, align 4
  %568 = insertelement <16 x float> poison, float %567, i32 0
  %569 = shufflevector <16 x float> %568, <16 x float> poison, <16 x i32> zeroinitializer
  %570 = getelementptr float, ptr %1, i64 60
  %571 = load <16 x float>, ptr %570, align 4
  %572 = fmul contract <16 x float> %569, %571
  %573 = fadd contract <16 x float> %565, %572
  %574 = getelementptr float, ptr %3, i64 0
  store <16 x float> %573, ptr %574, align 4
  %575 = getelementptr float, ptr %3, i64 16
  %576 = load <16 x float>, ptr %575, align 4
  %577 = getelementptr float, ptr %0, i64 3
  %578 = load float, ptr %577, align 4
  %579 = insertelement <16 x float> poison, float %578, i32 0
  %580 = shufflevector <16 x float> %579, <16 x float> poison, <16 x i32> zeroinitializer
  %581 = getelementptr float, ptr %1, i64 76
  %582 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %581, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %583 = fmul contract <16 x float> %580, %582
  %584 = fadd contract <16 x float> %576, %583
  %585 = getelementptr float, ptr %3, i64 16
  %586 = load <16 x float>, ptr %585, align 4
  %587 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %584, <16 x float> %586
  %588 = getelementptr float, ptr %3, i64 16
  store <16 x float> %587, ptr %588, align 4
  %589 = getelementptr float, ptr %3, i64 32
  %590 = load <16 x float>, ptr %589, align 4
  %591 = getelementptr float, ptr %0, i64 8
  %592 = load float, ptr %591, align 4
  %593 = insertelement <16 x float> poison, float %592, i32 0
  %594 = shufflevector <16 x float> %593, <16 x float> poison, <16 x i32> zeroinitializer
  %595 = getelementptr float, ptr %1, i64 60
  %596 = load <16 x float>, ptr %595, align 4
  %597 = fmul contract <16 x float> %594, %596
  %598 = fadd contract <16 x float> %590, %597
  %599 = getelementptr float, ptr %3, i64 32
  store <16 x float> %598, ptr %599, align 4
  %600 = getelementptr float, ptr %3, i64 48
  %601 = load <16 x float>, ptr %600, align 4
  %602 = getelementptr float, ptr %0, i64 8
  %603 = load float, ptr %602, align 4
  %604 = insertelement <16 x float> poison, float %603, i32 0
  %605 = shufflevector <16 x float> %604, <16 x float> poison, <16 x i32> zeroinitializer
  %606 = getelementptr float, ptr %1, i64 76
  %607 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %606, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %608 = fmul contract <16 x float> %605, %607
  %609 = fadd contract <16 x float> %601, %608
  %610 = getelementptr float, ptr %3, i64 48
  %611 = load <16 x float>, ptr %610, align 4
  %612 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %609, <16 x float> %611
  %613 = getelementptr float, ptr %3, i64 48
  store <16 x float> %612, ptr %613, align 4
  %614 = getelementptr float, ptr %3, i64 64
  %615 = load <16 x float>, ptr %614, align 4
  %616 = getelementptr float, ptr %0, i64 13
  %617 = load float, ptr %616, align 4
  %618 = insertelement <16 x float> poison, float %617, i32 0
  %619 = shufflevector <16 x float> %618, <16 x float> poison, <16 x i32> zeroinitializer
  %620 = getelementptr float, ptr %1, i64 60
  %621 = load <16 x float>, ptr %620, align 4
  %622 = fmul contract <16 x float> %619, %621
  %623 = fadd contract <16 x float> %615, %622
  %624 = getelementptr float, ptr %3, i64 64
  store <16 x float> %623, ptr %624, align 4
  %625 = getelementptr float, ptr %3, i64 80
  %626 = load <16 x float>, ptr %625, align 4
  %627 = getelementptr float, ptr %0, i64 13
  %628 = load float, ptr %627, align 4
  %629 = insertelement <16 x float> poison, float %628, i32 0
  %630 = shufflevector <16 x float> %629, <16 x float> poison, <16 x i32> zeroinitializer
  %631 = getelementptr float, ptr %1, i64 76
  %632 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %631, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %633 = fmul contract <16 x float> %630, %632
  %634 = fadd contract <16 x float> %626, %633
  %635 = getelementptr float, ptr %3, i64 80
  %636 = load <16 x float>, ptr %635, align 4
  %637 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %634, <16 x float> %636
  %638 = getelementptr float, ptr %3, i64 80
  store <16 x float> %637, ptr %638, align 4
  %639 = getelementptr float, ptr %3, i64 96
  %640 = load <16 x float>, ptr %639, align 4
  %641 = getelementptr float, ptr %0, i64 18
  %642 = load float, ptr %641, align 4
  %643 = insertelement <16 x float> poison, float %642, i32 0
  %644 = shufflevector <16 x float> %643, <16 x float> poison, <16 x i32> zeroinitializer
  %645 = getelementptr float, ptr %1, i64 60
  %646 = load <16 x float>, ptr %645, align 4
  %647 = fmul contract <16 x float> %644, %646
  %648 = fadd contract <16 x float> %640, %647
  %649 = getelementptr float, ptr %3, i64 96
  store <16 x float> %648, ptr %649, align 4
  %650 = getelementptr float, ptr %3, i64 112
  %651 = load <16 x float>, ptr %650, align 4
  %652 = getelementptr float, ptr %0, i64 18
  %653 = load float, ptr %652, align 4
  %654 = insertelement <16 x float> poison, float %653, i32 0
  %655 = shufflevector <16 x float> %654, <16 x float> poison, <16 x i32> zeroinitializer
  %656 = getelementptr float, ptr %1, i64 76
  %657 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %656, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %658 = fmul contract <16 x float> %655, %657
  %659 = fadd contract <16 x float> %651, %658
  %660 = getelementptr float, ptr %3, i64 112
  %661 = load <16 x float>, ptr %660, align 4
  %662 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %659, <16 x float> %661
  %663 = getelementptr float, ptr %3, i64 112
  store <16 x float> %662, ptr %663, align 4
  %664 = getelementptr float, ptr %3, i64 128
  %665 = load <16 x float>, ptr %664, align 4
  %666 = getelementptr float, ptr %0, i64 23
  %667 = load float, ptr %666, align 4
  %668 = insertelement <16 x float> poison, float %667, i32 0
  %669 = shufflevector <16 x float> %668, <16 x float> poison, <16 x i32> zeroinitializer
  %670 = getelementptr float, ptr %1, i64 60
  %671 = load <16 x float>, ptr %670, align 4
  %672 = fmul contract <16 x float> %669, %671
  %673 = fadd contract <16 x float> %665, %672
  %674 = getelementptr float, ptr %3, i64 128
  store <16 x float> %673, ptr %674, align 4
  %675 = getelementptr float, ptr %3, i64 144
  %676 = load <16 x float>, ptr %675, align 4
  %677 = getelementptr float, ptr %0, i64 23
  %678 = load float, ptr %677, align 4
  %679 = insertelement <16 x float> poison, float %678, i32 0
  %680 = shufflevector <16 x float> %679, <16 x float> poison, <16 x i32> zeroinitializer
  %681 = getelementptr float, ptr %1, i64 76
  %682 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %681, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %683 = fmul contract <16 x float> %680, %682
  %684 = fadd contract <16 x float> %676, %683
  %685 = getelementptr float, ptr %3, i64 144
  %686 = load <16 x float>, ptr %685, align 4
  %687 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %684, <16 x float> %686
  %688 = getelementptr float, ptr %3, i64 144
  store <16 x float> %687, ptr %688, align 4
  %689 = getelementptr float, ptr %3, i64 160
  %690 = load <16 x float>, ptr %689, align 4
  %691 = getelementptr float, ptr %0, i64 28
  %692 = load float, ptr %691, align 4
  %693 = insertelement <16 x float> poison, float %692, i32 0
  %694 = shufflevector <16 x float> %693, <16 x float> poison, <16 x i32> zeroinitializer
  %695 = getelementptr float, ptr %1, i64 60
  %696 = load <16 x float>, ptr %695, align 4
  %697 = fmul contract <16 x float> %694, %696
  %698 = fadd contract <16 x float> %690, %697
  %699 = getelementptr float, ptr %3, i64 160
  store <16 x float> %698, ptr %699, align 4
  %700 = getelementptr float, ptr %3, i64 176
  %701 = load <16 x float>, ptr %700, align 4
  %702 = getelementptr float, ptr %0, i64 28
  %703 = load float, ptr %702, align 4
  %704 = insertelement <16 x float> poison, float %703, i32 0
  %705 = shufflevector <16 x float> %704, <16 x float> poison, <16 x i32> zeroinitializer
  %706 = getelementptr float, ptr %1, i64 76
  %707 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %706, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %708 = fmul contract <16 x float> %705, %707
  %709 = fadd contract <16 x float> %701, %708
  %710 = getelementptr float, ptr %3, i64 176
  %711 = load <16 x float>, ptr %710, align 4
  %712 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %709, <16 x float> %711
  %713 = getelementptr float, ptr %3, i64 176
  store <16 x float> %712, ptr %713, align 4
  %714 = getelementptr float, ptr %3, i64 192
  %715 = load <16 x float>, ptr %714, align 4
  %716 = getelementptr float, ptr %0, i64 33
  %717 = load float, ptr %716, align 4
  %718 = insertelement <16 x float> poison, float %717, i32 0
  %719 = shufflevector <16 x float> %718, <16 x float> poison, <16 x i32> zeroinitializer
  %720 = getelementptr float, ptr %1, i64 60
  %721 = load <16 x float>, ptr %720, align 4
  %722 = fmul contract <16 x float> %719, %721
  %723 = fadd contract <16 x float> %715, %722
  %724 = getelementptr float, ptr %3, i64 192
  store <16 x float> %723, ptr %724, align 4
  %725 = getelementptr float, ptr %3, i64 208
  %726 = load <16 x float>, ptr %725, align 4
  %727 = getelementptr float, ptr %0, i64 33
  %728 = load float, ptr %727, align 4
  %729 = insertelement <16 x float> poison, float %728, i32 0
  %730 = shufflevector <16 x float> %729, <16 x float> poison, <16 x i32> zeroinitializer
  %731 = getelementptr float, ptr %1, i64 76
  %732 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %731, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %733 = fmul contract <16 x float> %730, %732
  %734 = fadd contract <16 x float> %726, %733
  %735 = getelementptr float, ptr %3, i64 208
  %736 = load <16 x float>, ptr %735, align 4
  %737 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %734, <16 x float> %736
  %738 = getelementptr float, ptr %3, i64 208
  store <16 x float> %737, ptr %738, align 4
  %739 = getelementptr float, ptr %3, i64 0
  %740 = load <16 x float>, ptr %739, align 4
  %741 = getelementptr float, ptr %0, i64 4
  %742 = load float, ptr %741, align 4
  %743 = insertelement <16 x float> poison, float %742, i32 0
  %744 = shufflevector <16 x float> %743, <16 x float> poison, <16 x i32> zeroinitializer
  %745 = getelementptr float, ptr %1, i64 80
  %746 = load <16 x float>, ptr %745, align 4
  %747 = fmul contract <16 x float> %744, %746
  %748 = fadd contract <16 x float> %740, %747
  %749 = getelementptr float, ptr %3, i64 0
  store <16 x float> %748, ptr %749, align 4
  %750 = getelementptr float, ptr %3, i64 16
  %751 = load <16 x float>, ptr %750, align 4
  %752 = getelementptr float, ptr %0, i64 4
  %753 = load float, ptr %752, align 4
  %754 = insertelement <16 x float> poison, float %753, i32 0
  %755 = shufflevector <16 x float> %754, <16 x float> poison, <16 x i32> zeroinitializer
  %756 = getelementptr float, ptr %1, i64 96
  %757 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %756, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %758 = fmul contract <16 x float> %755, %757
  %759 = fadd contract <16 x float> %751, %758
  %760 = getelementptr float, ptr %3, i64 16
  %761 = load <16 x float>, ptr %760, align 4
  %762 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %759, <16 x float> %761
  %763 = getelementptr float, ptr %3, i64 16
  store <16 x float> %762, ptr %763, align 4
  %764 = getelementptr float, ptr %3, i64 32
  %765 = load <16 x float>, ptr %764, align 4
  %766 = getelementptr float, ptr %0, i64 9
  %767 = load float, ptr %766, align 4
  %768 = insertelement <16 x float> poison, float %767, i32 0
  %769 = shufflevector <16 x float> %768, <16 x float> poison, <16 x i32> zeroinitializer
  %770 = getelementptr float, ptr %1, i64 80
  %771 = load <16 x float>, ptr %770, align 4
  %772 = fmul contract <16 x float> %769, %771
  %773 = fadd contract <16 x float> %765, %772
  %774 = getelementptr float, ptr %3, i64 32
  store <16 x float> %773, ptr %774, align 4
  %775 = getelementptr float, ptr %3, i64 48
  %776 = load <16 x float>, ptr %775, align 4
  %777 = getelementptr float, ptr %0, i64 9
  %778 = load float, ptr %777, align 4
  %779 = insertelement <16 x float> poison, float %778, i32 0
  %780 = shufflevector <16 x float> %779, <16 x float> poison, <16 x i32> zeroinitializer
  %781 = getelementptr float, ptr %1, i64 96
  %782 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %781, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %783 = fmul contract <16 x float> %780, %782
  %784 = fadd contract <16 x float> %776, %783
  %785 = getelementptr float, ptr %3, i64 48
  %786 = load <16 x float>, ptr %785, align 4
  %787 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %784, <16 x float> %786
  %788 = getelementptr float, ptr %3, i64 48
  store <16 x float> %787, ptr %788, align 4
  %789 = getelementptr float, ptr %3, i64 64
  %790 = load <16 x float>, ptr %789, align 4
  %791 = getelementptr float, ptr %0, i64 14
  %792 = load float, ptr %791, align 4
  %793 = insertelement <16 x float> poison, float %792, i32 0
  %794 = shufflevector <16 x float> %793, <16 x float> poison, <16 x i32> zeroinitializer
  %795 = getelementptr float, ptr %1, i64 80
  %796 = load <16 x float>, ptr %795, align 4
  %797 = fmul contract <16 x float> %794, %796
  %798 = fadd contract <16 x float> %790, %797
  %799 = getelementptr float, ptr %3, i64 64
  store <16 x float> %798, ptr %799, align 4
  %800 = getelementptr float, ptr %3, i64 80
  %801 = load <16 x float>, ptr %800, align 4
  %802 = getelementptr float, ptr %0, i64 14
  %803 = load float, ptr %802, align 4
  %804 = insertelement <16 x float> poison, float %803, i32 0
  %805 = shufflevector <16 x float> %804, <16 x float> poison, <16 x i32> zeroinitializer
  %806 = getelementptr float, ptr %1, i64 96
  %807 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %806, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %808 = fmul contract <16 x float> %805, %807
  %809 = fadd contract <16 x float> %801, %808
  %810 = getelementptr float, ptr %3, i64 80
  %811 = load <16 x float>, ptr %810, align 4
  %812 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %809, <16 x float> %811
  %813 = getelementptr float, ptr %3, i64 80
  store <16 x float> %812, ptr %813, align 4
  %814 = getelementptr float, ptr %3, i64 96
  %815 = load <16 x float>, ptr %814, align 4
  %816 = getelementptr float, ptr %0, i64 19
  %817 = load float, ptr %816, align 4
  %818 = insertelement <16 x float> poison, float %817, i32 0
  %819 = shufflevector <16 x float> %818, <16 x float> poison, <16 x i32> zeroinitializer
  %820 = getelementptr float, ptr %1, i64 80
  %821 = load <16 x float>, ptr %820, align 4
  %822 = fmul contract <16 x float> %819, %821
  %823 = fadd contract <16 x float> %815, %822
  %824 = getelementptr float, ptr %3, i64 96
  store <16 x float> %823, ptr %824, align 4
  %825 = getelementptr float, ptr %3, i64 112
  %826 = load <16 x float>, ptr %825, align 4
  %827 = getelementptr float, ptr %0, i64 19
  %828 = load float, ptr %827, align 4
  %829 = insertelement <16 x float> poison, float %828, i32 0
  %830 = shufflevector <16 x float> %829, <16 x float> poison, <16 x i32> zeroinitializer
  %831 = getelementptr float, ptr %1, i64 96
  %832 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %831, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %833 = fmul contract <16 x float> %830, %832
  %834 = fadd contract <16 x float> %826, %833
  %835 = getelementptr float, ptr %3, i64 112
  %836 = load <16 x float>, ptr %835, align 4
  %837 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %834, <16 x float> %836
  %838 = getelementptr float, ptr %3, i64 112
  store <16 x float> %837, ptr %838, align 4
  %839 = getelementptr float, ptr %3, i64 128
  %840 = load <16 x float>, ptr %839, align 4
  %841 = getelementptr float, ptr %0, i64 24
  %842 = load float, ptr %841, align 4
  %843 = insertelement <16 x float> poison, float %842, i32 0
  %844 = shufflevector <16 x float> %843, <16 x float> poison, <16 x i32> zeroinitializer
  %845 = getelementptr float, ptr %1, i64 80
  %846 = load <16 x float>, ptr %845, align 4
  %847 = fmul contract <16 x float> %844, %846
  %848 = fadd contract <16 x float> %840, %847
  %849 = getelementptr float, ptr %3, i64 128
  store <16 x float> %848, ptr %849, align 4
  %850 = getelementptr float, ptr %3, i64 144
  %851 = load <16 x float>, ptr %850, align 4
  %852 = getelementptr float, ptr %0, i64 24
  %853 = load float, ptr %852, align 4
  %854 = insertelement <16 x float> poison, float %853, i32 0
  %855 = shufflevector <16 x float> %854, <16 x float> poison, <16 x i32> zeroinitializer
  %856 = getelementptr float, ptr %1, i64 96
  %857 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %856, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %858 = fmul contract <16 x float> %855, %857
  %859 = fadd contract <16 x float> %851, %858
  %860 = getelementptr float, ptr %3, i64 144
  %861 = load <16 x float>, ptr %860, align 4
  %862 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %859, <16 x float> %861
  %863 = getelementptr float, ptr %3, i64 144
  store <16 x float> %862, ptr %863, align 4
  %864 = getelementptr float, ptr %3, i64 160
  %865 = load <16 x float>, ptr %864, align 4
  %866 = getelementptr float, ptr %0, i64 29
  %867 = load float, ptr %866, align 4
  %868 = insertelement <16 x float> poison, float %867, i32 0
  %869 = shufflevector <16 x float> %868, <16 x float> poison, <16 x i32> zeroinitializer
  %870 = getelementptr float, ptr %1, i64 80
  %871 = load <16 x float>, ptr %870, align 4
  %872 = fmul contract <16 x float> %869, %871
  %873 = fadd contract <16 x float> %865, %872
  %874 = getelementptr float, ptr %3, i64 160
  store <16 x float> %873, ptr %874, align 4
  %875 = getelementptr float, ptr %3, i64 176
  %876 = load <16 x float>, ptr %875, align 4
  %877 = getelementptr float, ptr %0, i64 29
  %878 = load float, ptr %877, align 4
  %879 = insertelement <16 x float> poison, float %878, i32 0
  %880 = shufflevector <16 x float> %879, <16 x float> poison, <16 x i32> zeroinitializer
  %881 = getelementptr float, ptr %1, i64 96
  %882 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %881, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %883 = fmul contract <16 x float> %880, %882
  %884 = fadd contract <16 x float> %876, %883
  %885 = getelementptr float, ptr %3, i64 176
  %886 = load <16 x float>, ptr %885, align 4
  %887 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %884, <16 x float> %886
  %888 = getelementptr float, ptr %3, i64 176
  store <16 x float> %887, ptr %888, align 4
  %889 = getelementptr float, ptr %3, i64 192
  %890 = load <16 x float>, ptr %889, align 4
  %891 = getelementptr float, ptr %0, i64 34
  %892 = load float, ptr %891, align 4
  %893 = insertelement <16 x float> poison, float %892, i32 0
  %894 = shufflevector <16 x float> %893, <16 x float> poison, <16 x i32> zeroinitializer
  %895 = getelementptr float, ptr %1, i64 80
  %896 = load <16 x float>, ptr %895, align 4
  %897 = fmul contract <16 x float> %894, %896
  %898 = fadd contract <16 x float> %890, %897
  %899 = getelementptr float, ptr %3, i64 192
  store <16 x float> %898, ptr %899, align 4
  %900 = getelementptr float, ptr %3, i64 208
  %901 = load <16 x float>, ptr %900, align 4
  %902 = getelementptr float, ptr %0, i64 34
  %903 = load float, ptr %902, align 4
  %904 = insertelement <16 x float> poison, float %903, i32 0
  %905 = shufflevector <16 x float> %904, <16 x float> poison, <16 x i32> zeroinitializer
  %906 = getelementptr float, ptr %1, i64 96
  %907 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %906, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %908 = fmul contract <16 x float> %905, %907
  %909 = fadd contract <16 x float> %901, %908
  %910 = getelementptr float, ptr %3, i64 208
  %911 = load <16 x float>, ptr %910, align 4
  %912 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %909, <16 x float> %911
  %913 = getelementptr float, ptr %3, i64 208
  store <16 x float> %912, ptr %913, align 4
  %914 = getelementptr float, ptr %3, i64 0
  %915 = load <16 x float>, ptr %914, align 4
  %916 = getelementptr float, ptr %2, i64 0
  store <16 x float> %915, ptr %916, align 4
  %917 = getelementptr float, ptr %3, i64 16
  %918 = load <16 x float>, ptr %917, align 4
  %919 = getelementptr float, ptr %2, i64 16
  call void @llvm.masked.store.v16f32.p0(<16 x float> %918, ptr %919, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %920 = getelementptr float, ptr %3, i64 32
  %921 = load <16 x float>, ptr %920, align 4
  %922 = getelementptr float, ptr %2, i64 20
  store <16 x float> %921, ptr %922, align 4
  %923 = getelementptr float, ptr %3, i64 48
  %924 = load <16 x float>, ptr %923, align 4
  %925 = getelementptr float, ptr %2, i64 36
  call void @llvm.masked.store.v16f32.p0(<16 x float> %924, ptr %925, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %926 = getelementptr float, ptr %3, i64 64
  %927 = load <16 x float>, ptr %926, align 4
  %928 = getelementptr float, ptr %2, i64 40
  store <16 x float> %927, ptr %928, align 4
  %929 = getelementptr float, ptr %3, i64 80
  %930 = load <16 x float>, ptr %929, align 4
  %931 = getelementptr float, ptr %2, i64 56
  call void @llvm.masked.store.v16f32.p0(<16 x float> %930, ptr %931, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %932 = getelementptr float, ptr %3, i64 96
  %933 = load <16 x float>, ptr %932, align 4
  %934 = getelementptr float, ptr %2, i64 60
  store <16 x float> %933, ptr %934, align 4
  %935 = getelementptr float, ptr %3, i64 112
  %936 = load <16 x float>, ptr %935, align 4
  %937 = getelementptr float, ptr %2, i64 76
  call void @llvm.masked.store.v16f32.p0(<16 x float> %936, ptr %937, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %938 = getelementptr float, ptr %3, i64 128
  %939 = load <16 x float>, ptr %938, align 4
  %940 = getelementptr float, ptr %2, i64 80
  store <16 x float> %939, ptr %940, align 4
  %941 = getelementptr float, ptr %3, i64 144
  %942 = load <16 x float>, ptr %941, align 4
  %943 = getelementptr float, ptr %2, i64 96
  call void @llvm.masked.store.v16f32.p0(<16 x float> %942, ptr %943, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %944 = getelementptr float, ptr %3, i64 160
  %945 = load <16 x float>, ptr %944, align 4
  %946 = getelementptr float, ptr %2, i64 100
  store <16 x float> %945, ptr %946, align 4
  %947 = getelementptr float, ptr %3, i64 176
  %948 = load <16 x float>, ptr %947, align 4
  %949 = getelementptr float, ptr %2, i64 116
  call void @llvm.masked.store.v16f32.p0(<16 x float> %948, ptr %949, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %950 = getelementptr float, ptr %3, i64 192
  %951 = load <16 x float>, ptr %950, align 4
  %952 = getelementptr float, ptr %2, i64 120
  store <16 x float> %951, ptr %952, align 4
  %953 = getelementptr float, ptr %3, i64 208
  %954 = load <16 x float>, ptr %953, align 4
  %955 = getelementptr float, ptr %2, i64 136
  call void @llvm.masked.store.v16f32.p0(<16 x float> %954, ptr %955, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr nocapture, i32 immarg, <16 x i1>, <16 x float>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr nocapture, i32 immarg, <16 x i1>) #2

