
; Function Attrs: nounwind
define void @tt_kernel(ptr noalias %0, ptr noalias %1, ptr noalias %2) #0 {
entry:
  %3 = alloca [288 x float], align 64
  %4 = alloca [48 x float], align 64
  br label %start

start:                                            ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %3, i8 0, i64 1152, i1 false)
  br label %y.0

y.0:                                              ; preds = %exit3, %start
  %y.01 = phi i64 [ 0, %start ], [ %789, %exit3 ]
  %5 = icmp slt i64 %y.01, 5
  br i1 %5, label %body, label %exit

body:                                             ; preds = %y.0
  br label %pk0.0

exit:                                             ; preds = %y.0
  ret void

pk0.0:                                            ; preds = %exit6, %body
  %pk0.04 = phi i64 [ 0, %body ], [ %791, %exit6 ]
  %6 = icmp slt i64 %pk0.04, 3
  br i1 %6, label %body2, label %exit3

body2:                                            ; preds = %pk0.0
  br label %pk0.1

exit3:                                            ; preds = %pk0.0
  %7 = getelementptr float, ptr %4, i64 0
  %8 = load <16 x float>, ptr %7, align 4
  %9 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer, <16 x float> %8
  %10 = getelementptr float, ptr %4, i64 0
  store <16 x float> %9, ptr %10, align 4
  %11 = getelementptr float, ptr %4, i64 16
  %12 = load <16 x float>, ptr %11, align 4
  %13 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer, <16 x float> %12
  %14 = getelementptr float, ptr %4, i64 16
  store <16 x float> %13, ptr %14, align 4
  %15 = getelementptr float, ptr %4, i64 32
  %16 = load <16 x float>, ptr %15, align 4
  %17 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer, <16 x float> %16
  %18 = getelementptr float, ptr %4, i64 32
  store <16 x float> %17, ptr %18, align 4
  %19 = getelementptr float, ptr %4, i64 0
  %20 = load <16 x float>, ptr %19, align 4
  %21 = getelementptr float, ptr %3, i64 0
  %22 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %21, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %23 = getelementptr float, ptr %1, i64 0
  %24 = load float, ptr %23, align 4
  %25 = insertelement <16 x float> poison, float %24, i32 0
  %26 = shufflevector <16 x float> %25, <16 x float> poison, <16 x i32> zeroinitializer
  %27 = fmul contract <16 x float> %22, %26
  %28 = fadd contract <16 x float> %20, %27
  %29 = getelementptr float, ptr %4, i64 0
  %30 = load <16 x float>, ptr %29, align 4
  %31 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %28, <16 x float> %30
  %32 = getelementptr float, ptr %4, i64 0
  store <16 x float> %31, ptr %32, align 4
  %33 = getelementptr float, ptr %4, i64 16
  %34 = load <16 x float>, ptr %33, align 4
  %35 = getelementptr float, ptr %3, i64 0
  %36 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %35, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %37 = getelementptr float, ptr %1, i64 18
  %38 = load float, ptr %37, align 4
  %39 = insertelement <16 x float> poison, float %38, i32 0
  %40 = shufflevector <16 x float> %39, <16 x float> poison, <16 x i32> zeroinitializer
  %41 = fmul contract <16 x float> %36, %40
  %42 = fadd contract <16 x float> %34, %41
  %43 = getelementptr float, ptr %4, i64 16
  %44 = load <16 x float>, ptr %43, align 4
  %45 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %42, <16 x float> %44
  %46 = getelementptr float, ptr %4, i64 16
  store <16 x float> %45, ptr %46, align 4
  %47 = getelementptr float, ptr %4, i64 32
  %48 = load <16 x float>, ptr %47, align 4
  %49 = getelementptr float, ptr %3, i64 0
  %50 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %49, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %51 = getelementptr float, ptr %1, i64 36
  %52 = load float, ptr %51, align 4
  %53 = insertelement <16 x float> poison, float %52, i32 0
  %54 = shufflevector <16 x float> %53, <16 x float> poison, <16 x i32> zeroinitializer
  %55 = fmul contract <16 x float> %50, %54
  %56 = fadd contract <16 x float> %48, %55
  %57 = getelementptr float, ptr %4, i64 32
  %58 = load <16 x float>, ptr %57, align 4
  %59 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %56, <16 x float> %58
  %60 = getelementptr float, ptr %4, i64 32
  store <16 x float> %59, ptr %60, align 4
  %61 = getelementptr float, ptr %4, i64 0
  %62 = load <16 x float>, ptr %61, align 4
  %63 = getelementptr float, ptr %3, i64 16
  %64 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %63, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %65 = getelementptr float, ptr %1, i64 1
  %66 = load float, ptr %65, align 4
  %67 = insertelement <16 x float> poison, float %66, i32 0
  %68 = shufflevector <16 x float> %67, <16 x float> poison, <16 x i32> zeroinitializer
  %69 = fmul contract <16 x float> %64, %68
  %70 = fadd contract <16 x float> %62, %69
  %71 = getelementptr float, ptr %4, i64 0
  %72 = load <16 x float>, ptr %71, align 4
  %73 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %70, <16 x float> %72
  %74 = getelementptr float, ptr %4, i64 0
  store <16 x float> %73, ptr %74, align 4
  %75 = getelementptr float, ptr %4, i64 16
  %76 = load <16 x float>, ptr %75, align 4
  %77 = getelementptr float, ptr %3, i64 16
  %78 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %77, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %79 = getelementptr float, ptr %1, i64 19
  %80 = load float, ptr %79, align 4
  %81 = insertelement <16 x float> poison, float %80, i32 0
  %82 = shufflevector <16 x float> %81, <16 x float> poison, <16 x i32> zeroinitializer
  %83 = fmul contract <16 x float> %78, %82
  %84 = fadd contract <16 x float> %76, %83
  %85 = getelementptr float, ptr %4, i64 16
  %86 = load <16 x float>, ptr %85, align 4
  %87 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %84, <16 x float> %86
  %88 = getelementptr float, ptr %4, i64 16
  store <16 x float> %87, ptr %88, align 4
  %89 = getelementptr float, ptr %4, i64 32
  %90 = load <16 x float>, ptr %89, align 4
  %91 = getelementptr float, ptr %3, i64 16
  %92 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %91, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %93 = getelementptr float, ptr %1, i64 37
  %94 = load float, ptr %93, align 4
  %95 = insertelement <16 x float> poison, float %94, i32 0
  %96 = shufflevector <16 x float> %95, <16 x float> poison, <16 x i32> zeroinitializer
  %97 = fmul contract <16 x float> %92, %96
  %98 = fadd contract <16 x float> %90, %97
  %99 = getelementptr float, ptr %4, i64 32
  %100 = load <16 x float>, ptr %99, align 4
  %101 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %98, <16 x float> %100
  %102 = getelementptr float, ptr %4, i64 32
  store <16 x float> %101, ptr %102, align 4
  %103 = getelementptr float, ptr %4, i64 0
  %104 = load <16 x float>, ptr %103, align 4
  %105 = getelementptr float, ptr %3, i64 32
  %106 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %105, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %107 = getelementptr float, ptr %1, i64 2
  %108 = load float, ptr %107, align 4
  %109 = insertelement <16 x float> poison, float %108, i32 0
  %110 = shufflevector <16 x float> %109, <16 x float> poison, <16 x i32> zeroinitializer
  %111 = fmul contract <16 x float> %106, %110
  %112 = fadd contract <16 x float> %104, %111
  %113 = getelementptr float, ptr %4, i64 0
  %114 = load <16 x float>, ptr %113, align 4
  %115 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %112, <16 x float> %114
  %116 = getelementptr float, ptr %4, i64 0
  store <16 x float> %115, ptr %116, align 4
  %117 = getelementptr float, ptr %4, i64 16
  %118 = load <16 x float>, ptr %117, align 4
  %119 = getelementptr float, ptr %3, i64 32
  %120 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %119, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %121 = getelementptr float, ptr %1, i64 20
  %122 = load float, ptr %121, align 4
  %123 = insertelement <16 x float> poison, float %122, i32 0
  %124 = shufflevector <16 x float> %123, <16 x float> poison, <16 x i32> zeroinitializer
  %125 = fmul contract <16 x float> %120, %124
  %126 = fadd contract <16 x float> %118, %125
  %127 = getelementptr float, ptr %4, i64 16
  %128 = load <16 x float>, ptr %127, align 4
  %129 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %126, <16 x float> %128
  %130 = getelementptr float, ptr %4, i64 16
  store <16 x float> %129, ptr %130, align 4
  %131 = getelementptr float, ptr %4, i64 32
  %132 = load <16 x float>, ptr %131, align 4
  %133 = getelementptr float, ptr %3, i64 32
  %134 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %133, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %135 = getelementptr float, ptr %1, i64 38
  %136 = load float, ptr %135, align 4
  %137 = insertelement <16 x float> poison, float %136, i32 0
  %138 = shufflevector <16 x float> %137, <16 x float> poison, <16 x i32> zeroinitializer
  %139 = fmul contract <16 x float> %134, %138
  %140 = fadd contract <16 x float> %132, %139
  %141 = getelementptr float, ptr %4, i64 32
  %142 = load <16 x float>, ptr %141, align 4
  %143 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %140, <16 x float> %142
  %144 = getelementptr float, ptr %4, i64 32
  store <16 x float> %143, ptr %144, align 4
  %145 = getelementptr float, ptr %4, i64 0
  %146 = load <16 x float>, ptr %145, align 4
  %147 = getelementptr float, ptr %3, i64 48
  %148 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %147, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %149 = getelementptr float, ptr %1, i64 9
  %150 = load float, ptr %149, align 4
  %151 = insertelement <16 x float> poison, float %150, i32 0
  %152 = shufflevector <16 x float> %151, <16 x float> poison, <16 x i32> zeroinitializer
  %153 = fmul contract <16 x float> %148, %152
  %154 = fadd contract <16 x float> %146, %153
  %155 = getelementptr float, ptr %4, i64 0
  %156 = load <16 x float>, ptr %155, align 4
  %157 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %154, <16 x float> %156
  %158 = getelementptr float, ptr %4, i64 0
  store <16 x float> %157, ptr %158, align 4
  %159 = getelementptr float, ptr %4, i64 16
  %160 = load <16 x float>, ptr %159, align 4
  %161 = getelementptr float, ptr %3, i64 48
  %162 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %161, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %163 = getelementptr float, ptr %1, i64 27
  %164 = load float, ptr %163, align 4
  %165 = insertelement <16 x float> poison, float %164, i32 0
  %166 = shufflevector <16 x float> %165, <16 x float> poison, <16 x i32> zeroinitializer
  %167 = fmul contract <16 x float> %162, %166
  %168 = fadd contract <16 x float> %160, %167
  %169 = getelementptr float, ptr %4, i64 16
  %170 = load <16 x float>, ptr %169, align 4
  %171 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %168, <16 x float> %170
  %172 = getelementptr float, ptr %4, i64 16
  store <16 x float> %171, ptr %172, align 4
  %173 = getelementptr float, ptr %4, i64 32
  %174 = load <16 x float>, ptr %173, align 4
  %175 = getelementptr float, ptr %3, i64 48
  %176 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %175, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %177 = getelementptr float, ptr %1, i64 45
  %178 = load float, ptr %177, align 4
  %179 = insertelement <16 x float> poison, float %178, i32 0
  %180 = shufflevector <16 x float> %179, <16 x float> poison, <16 x i32> zeroinitializer
  %181 = fmul contract <16 x float> %176, %180
  %182 = fadd contract <16 x float> %174, %181
  %183 = getelementptr float, ptr %4, i64 32
  %184 = load <16 x float>, ptr %183, align 4
  %185 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %182, <16 x float> %184
  %186 = getelementptr float, ptr %4, i64 32
  store <16 x float> %185, ptr %186, align 4
  %187 = getelementptr float, ptr %4, i64 0
  %188 = load <16 x float>, ptr %187, align 4
  %189 = getelementptr float, ptr %3, i64 64
  %190 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %189, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %191 = getelementptr float, ptr %1, i64 10
  %192 = load float, ptr %191, align 4
  %193 = insertelement <16 x float> poison, float %192, i32 0
  %194 = shufflevector <16 x float> %193, <16 x float> poison, <16 x i32> zeroinitializer
  %195 = fmul contract <16 x float> %190, %194
  %196 = fadd contract <16 x float> %188, %195
  %197 = getelementptr float, ptr %4, i64 0
  %198 = load <16 x float>, ptr %197, align 4
  %199 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %196, <16 x float> %198
  %200 = getelementptr float, ptr %4, i64 0
  store <16 x float> %199, ptr %200, align 4
  %201 = getelementptr float, ptr %4, i64 16
  %202 = load <16 x float>, ptr %201, align 4
  %203 = getelementptr float, ptr %3, i64 64
  %204 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %203, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %205 = getelementptr float, ptr %1, i64 28
  %206 = load float, ptr %205, align 4
  %207 = insertelement <16 x float> poison, float %206, i32 0
  %208 = shufflevector <16 x float> %207, <16 x float> poison, <16 x i32> zeroinitializer
  %209 = fmul contract <16 x float> %204, %208
  %210 = fadd contract <16 x float> %202, %209
  %211 = getelementptr float, ptr %4, i64 16
  %212 = load <16 x float>, ptr %211, align 4
  %213 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %210, <16 x float> %212
  %214 = getelementptr float, ptr %4, i64 16
  store <16 x float> %213, ptr %214, align 4
  %215 = getelementptr float, ptr %4, i64 32
  %216 = load <16 x float>, ptr %215, align 4
  %217 = getelementptr float, ptr %3, i64 64
  %218 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %217, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %219 = getelementptr float, ptr %1, i64 46
  %220 = load float, ptr %219, align 4
  %221 = insertelement <16 x float> poison, float %220, i32 0
  %222 = shufflevector <16 x float> %221, <16 x float> poison, <16 x i32> zeroinitializer
  %223 = fmul contract <16 x float> %218, %222
  %224 = fadd contract <16 x float> %216, %223
  %225 = getelementptr float, ptr %4, i64 32
  %226 = load <16 x float>, ptr %225, align 4
  %227 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %224, <16 x float> %226
  %228 = getelementptr float, ptr %4, i64 32
  store <16 x float> %227, ptr %228, align 4
  %229 = getelementptr float, ptr %4, i64 0
  %230 = load <16 x float>, ptr %229, align 4
  %231 = getelementptr float, ptr %3, i64 80
  %232 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %231, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %233 = getelementptr float, ptr %1, i64 11
  %234 = load float, ptr %233, align 4
  %235 = insertelement <16 x float> poison, float %234, i32 0
  %236 = shufflevector <16 x float> %235, <16 x float> poison, <16 x i32> zeroinitializer
  %237 = fmul contract <16 x float> %232, %236
  %238 = fadd contract <16 x float> %230, %237
  %239 = getelementptr float, ptr %4, i64 0
  %240 = load <16 x float>, ptr %239, align 4
  %241 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %238, <16 x float> %240
  %242 = getelementptr float, ptr %4, i64 0
  store <16 x float> %241, ptr %242, align 4
  %243 = getelementptr float, ptr %4, i64 16
  %244 = load <16 x float>, ptr %243, align 4
  %245 = getelementptr float, ptr %3, i64 80
  %246 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %245, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %247 = getelementptr float, ptr %1, i64 29
  %248 = load float, ptr %247, align 4
  %249 = insertelement <16 x float> poison, float %248, i32 0
  %250 = shufflevector <16 x float> %249, <16 x float> poison, <16 x i32> zeroinitializer
  %251 = fmul contract <16 x float> %246, %250
  %252 = fadd contract <16 x float> %244, %251
  %253 = getelementptr float, ptr %4, i64 16
  %254 = load <16 x float>, ptr %253, align 4
  %255 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %252, <16 x float> %254
  %256 = getelementptr float, ptr %4, i64 16
  store <16 x float> %255, ptr %256, align 4
  %257 = getelementptr float, ptr %4, i64 32
  %258 = load <16 x float>, ptr %257, align 4
  %259 = getelementptr float, ptr %3, i64 80
  %260 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %259, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %261 = getelementptr float, ptr %1, i64 47
  %262 = load float, ptr %261, align 4
  %263 = insertelement <16 x float> poison, float %262, i32 0
  %264 = shufflevector <16 x float> %263, <16 x float> poison, <16 x i32> zeroinitializer
  %265 = fmul contract <16 x float> %260, %264
  %266 = fadd contract <16 x float> %258, %265
  %267 = getelementptr float, ptr %4, i64 32
  %268 = load <16 x float>, ptr %267, align 4
  %269 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %266, <16 x float> %268
  %270 = getelementptr float, ptr %4, i64 32
  store <16 x float> %269, ptr %270, align 4
  %271 = getelementptr float, ptr %4, i64 0
  %272 = load <16 x float>, ptr %271, align 4
  %273 = getelementptr float, ptr %3, i64 96
  %274 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %273, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %275 = getelementptr float, ptr %1, i64 3
  %276 = load float, ptr %275, align 4
  %277 = insertelement <16 x float> poison, float %276, i32 0
  %278 = shufflevector <16 x float> %277, <16 x float> poison, <16 x i32> zeroinitializer
  %279 = fmul contract <16 x float> %274, %278
  %280 = fadd contract <16 x float> %272, %279
  %281 = getelementptr float, ptr %4, i64 0
  %282 = load <16 x float>, ptr %281, align 4
  %283 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %280, <16 x float> %282
  %284 = getelementptr float, ptr %4, i64 0
  store <16 x float> %283, ptr %284, align 4
  %285 = getelementptr float, ptr %4, i64 16
  %286 = load <16 x float>, ptr %285, align 4
  %287 = getelementptr float, ptr %3, i64 96
  %288 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %287, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %289 = getelementptr float, ptr %1, i64 21
  %290 = load float, ptr %289, align 4
  %291 = insertelement <16 x float> poison, float %290, i32 0
  %292 = shufflevector <16 x float> %291, <16 x float> poison, <16 x i32> zeroinitializer
  %293 = fmul contract <16 x float> %288, %292
  %294 = fadd contract <16 x float> %286, %293
  %295 = getelementptr float, ptr %4, i64 16
  %296 = load <16 x float>, ptr %295, align 4
  %297 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %294, <16 x float> %296
  %298 = getelementptr float, ptr %4, i64 16
  store <16 x float> %297, ptr %298, align 4
  %299 = getelementptr float, ptr %4, i64 32
  %300 = load <16 x float>, ptr %299, align 4
  %301 = getelementptr float, ptr %3, i64 96
  %302 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %301, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %303 = getelementptr float, ptr %1, i64 39
  %304 = load float, ptr %303, align 4
  %305 = insertelement <16 x float> poison, float %304, i32 0
  %306 = shufflevector <16 x float> %305, <16 x float> poison, <16 x i32> zeroinitializer
  %307 = fmul contract <16 x float> %302, %306
  %308 = fadd contract <16 x float> %300, %307
  %309 = getelementptr float, ptr %4, i64 32
  %310 = load <16 x float>, ptr %309, align 4
  %311 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %308, <16 x float> %310
  %312 = getelementptr float, ptr %4, i64 32
  store <16 x float> %311, ptr %312, align 4
  %313 = getelementptr float, ptr %4, i64 0
  %314 = load <16 x float>, ptr %313, align 4
  %315 = getelementptr float, ptr %3, i64 112
  %316 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %315, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %317 = getelementptr float, ptr %1, i64 4
  %318 = load float, ptr %317, align 4
  %319 = insertelement <16 x float> poison, float %318, i32 0
  %320 = shufflevector <16 x float> %319, <16 x float> poison, <16 x i32> zeroinitializer
  %321 = fmul contract <16 x float> %316, %320
  %322 = fadd contract <16 x float> %314, %321
  %323 = getelementptr float, ptr %4, i64 0
  %324 = load <16 x float>, ptr %323, align 4
  %325 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %322, <16 x float> %324
  %326 = getelementptr float, ptr %4, i64 0
  store <16 x float> %325, ptr %326, align 4
  %327 = getelementptr float, ptr %4, i64 16
  %328 = load <16 x float>, ptr %327, align 4
  %329 = getelementptr float, ptr %3, i64 112
  %330 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %329, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %331 = getelementptr float, ptr %1, i64 22
  %332 = load float, ptr %331, align 4
  %333 = insertelement <16 x float> poison, float %332, i32 0
  %334 = shufflevector <16 x float> %333, <16 x float> poison, <16 x i32> zeroinitializer
  %335 = fmul contract <16 x float> %330, %334
  %336 = fadd contract <16 x float> %328, %335
  %337 = getelementptr float, ptr %4, i64 16
  %338 = load <16 x float>, ptr %337, align 4
  %339 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %336, <16 x float> %338
  %340 = getelementptr float, ptr %4, i64 16
  store <16 x float> %339, ptr %340, align 4
  %341 = getelementptr float, ptr %4, i64 32
  %342 = load <16 x float>, ptr %341, align 4
  %343 = getelementptr float, ptr %3, i64 112
  %344 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %343, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %345 = getelementptr float, ptr %1, i64 40
  %346 = load float, ptr %345, align 4
  %347 = insertelement <16 x float> poison, float %346, i32 0
  %348 = shufflevector <16 x float> %347, <16 x float> poison, <16 x i32> zeroinitializer
  %349 = fmul contract <16 x float> %344, %348
  %350 = fadd contract <16 x float> %342, %349
  %351 = getelementptr float, ptr %4, i64 32
  %352 = load <16 x float>, ptr %351, align 4
  %353 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %350, <16 x float> %352
  %354 = getelementptr float, ptr %4, i64 32
  store <16 x float> %353, ptr %354, align 4
  %355 = getelementptr float, ptr %4, i64 0
  %356 = load <16 x float>, ptr %355, align 4
  %357 = getelementptr float, ptr %3, i64 128
  %358 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %357, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %359 = getelementptr float, ptr %1, i64 5
  %360 = load float, ptr %359, align 4
  %361 = insertelement <16 x float> poison, float %360, i32 0
  %362 = shufflevector <16 x float> %361, <16 x float> poison, <16 x i32> zeroinitializer
  %363 = fmul contract <16 x float> %358, %362
  %364 = fadd contract <16 x float> %356, %363
  %365 = getelementptr float, ptr %4, i64 0
  %366 = load <16 x float>, ptr %365, align 4
  %367 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %364, <16 x float> %366
  %368 = getelementptr float, ptr %4, i64 0
  store <16 x float> %367, ptr %368, align 4
  %369 = getelementptr float, ptr %4, i64 16
  %370 = load <16 x float>, ptr %369, align 4
  %371 = getelementptr float, ptr %3, i64 128
  %372 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %371, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %373 = getelementptr float, ptr %1, i64 23
  %374 = load float, ptr %373, align 4
  %375 = insertelement <16 x float> poison, float %374, i32 0
  %376 = shufflevector <16 x float> %375, <16 x float> poison, <16 x i32> zeroinitializer
  %377 = fmul contract <16 x float> %372, %376
  %378 = fadd contract <16 x float> %370, %377
  %379 = getelementptr float, ptr %4, i64 16
  %380 = load <16 x float>, ptr %379, align 4
  %381 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %378, <16 x float> %380
  %382 = getelementptr float, ptr %4, i64 16
  store <16 x float> %381, ptr %382, align 4
  %383 = getelementptr float, ptr %4, i64 32
  %384 = load <16 x float>, ptr %383, align 4
  %385 = getelementptr float, ptr %3, i64 128
  %386 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %385, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %387 = getelementptr float, ptr %1, i64 41
  %388 = load float, ptr %387, align 4
  %389 = insertelement <16 x float> poison, float %388, i32 0
  %390 = shufflevector <16 x float> %389, <16 x float> poison, <16 x i32> zeroinitializer
  %391 = fmul contract <16 x float> %386, %390
  %392 = fadd contract <16 x float> %384, %391
  %393 = getelementptr float, ptr %4, i64 32
  %394 = load <16 x float>, ptr %393, align 4
  %395 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %392, <16 x float> %394
  %396 = getelementptr float, ptr %4, i64 32
  store <16 x float> %395, ptr %396, align 4
  %397 = getelementptr float, ptr %4, i64 0
  %398 = load <16 x float>, ptr %397, align 4
  %399 = getelementptr float, ptr %3, i64 144
  %400 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %399, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %401 = getelementptr float, ptr %1, i64 12
  %402 = load float, ptr %401, align 4
  %403 = insertelement <16 x float> poison, float %402, i32 0
  %404 = shufflevector <16 x float> %403, <16 x float> poison, <16 x i32> zeroinitializer
  %405 = fmul contract <16 x float> %400, %404
  %406 = fadd contract <16 x float> %398, %405
  %407 = getelementptr float, ptr %4, i64 0
  %408 = load <16 x float>, ptr %407, align 4
  %409 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %406, <16 x float> %408
  %410 = getelementptr float, ptr %4, i64 0
  store <16 x float> %409, ptr %410, align 4
  %411 = getelementptr float, ptr %4, i64 16
  %412 = load <16 x float>, ptr %411, align 4
  %413 = getelementptr float, ptr %3, i64 144
  %414 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %413, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %415 = getelementptr float, ptr %1, i64 30
  %416 = load float, ptr %415, align 4
  %417 = insertelement <16 x float> poison, float %416, i32 0
  %418 = shufflevector <16 x float> %417, <16 x float> poison, <16 x i32> zeroinitializer
  %419 = fmul contract <16 x float> %414, %418
  %420 = fadd contract <16 x float> %412, %419
  %421 = getelementptr float, ptr %4, i64 16
  %422 = load <16 x float>, ptr %421, align 4
  %423 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %420, <16 x float> %422
  %424 = getelementptr float, ptr %4, i64 16
  store <16 x float> %423, ptr %424, align 4
  %425 = getelementptr float, ptr %4, i64 32
  %426 = load <16 x float>, ptr %425, align 4
  %427 = getelementptr float, ptr %3, i64 144
  %428 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %427, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %429 = getelementptr float, ptr %1, i64 48
  %430 = load float, ptr %429, align 4
  %431 = insertelement <16 x float> poison, float %430, i32 0
  %432 = shufflevector <16 x float> %431, <16 x float> poison, <16 x i32> zeroinitializer
  %433 = fmul contract <16 x float> %428, %432
  %434 = fadd contract <16 x float> %426, %433
  %435 = getelementptr float, ptr %4, i64 32
  %436 = load <16 x float>, ptr %435, align 4
  %437 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %434, <16 x float> %436
  %438 = getelementptr float, ptr %4, i64 32
  store <16 x float> %437, ptr %438, align 4
  %439 = getelementptr float, ptr %4, i64 0
  %440 = load <16 x float>, ptr %439, align 4
  %441 = getelementptr float, ptr %3, i64 160
  %442 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %441, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %443 = getelementptr float, ptr %1, i64 13
  %444 = load float, ptr %443, align 4
  %445 = insertelement <16 x float> poison, float %444, i32 0
  %446 = shufflevector <16 x float> %445, <16 x float> poison, <16 x i32> zeroinitializer
  %447 = fmul contract <16 x float> %442, %446
  %448 = fadd contract <16 x float> %440, %447
  %449 = getelementptr float, ptr %4, i64 0
  %450 = load <16 x float>, ptr %449, align 4
  %451 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %448, <16 x float> %450
  %452 = getelementptr float, ptr %4, i64 0
  store <16 x float> %451, ptr %452, align 4
  %453 = getelementptr float, ptr %4, i64 16
  %454 = load <16 x float>, ptr %453, align 4
  %455 = getelementptr float, ptr %3, i64 160
  %456 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %455, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %457 = getelementptr float, ptr %1, i64 31
  %458 = load float, ptr %457, align 4
  %459 = insertelement <16 x float> poison, float %458, i32 0
  %460 = shufflevector <16 x float> %459, <16 x float> poison, <16 x i32> zeroinitializer
  %461 = fmul contract <16 x float> %456, %460
  %462 = fadd contract <16 x float> %454, %461
  %463 = getelementptr float, ptr %4, i64 16
  %464 = load <16 x float>, ptr %463, align 4
  %465 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %462, <16 x float> %464
  %466 = getelementptr float, ptr %4, i64 16
  store <16 x float> %465, ptr %466, align 4
  %467 = getelementptr float, ptr %4, i64 32
  %468 = load <16 x float>, ptr %467, align 4
  %469 = getelementptr float, ptr %3, i64 160
  %470 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %469, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %471 = getelementptr float, ptr %1, i64 49
  %472 = load float, ptr %471, align 4
  %473 = insertelement <16 x float> poison, float %472, i32 0
  %474 = shufflevector <16 x float> %473, <16 x float> poison, <16 x i32> zeroinitializer
  %475 = fmul contract <16 x float> %470, %474
  %476 = fadd contract <16 x float> %468, %475
  %477 = getelementptr float, ptr %4, i64 32
  %478 = load <16 x float>, ptr %477, align 4
  %479 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %476, <16 x float> %478
  %480 = getelementptr float, ptr %4, i64 32
  store <16 x float> %479, ptr %480, align 4
  %481 = getelementptr float, ptr %4, i64 0
  %482 = load <16 x float>, ptr %481, align 4
  %483 = getelementptr float, ptr %3, i64 176
  %484 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %483, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %485 = getelementptr float, ptr %1, i64 14
  %486 = load float, ptr %485, align 4
  %487 = insertelement <16 x float> poison, float %486, i32 0
  %488 = shufflevector <16 x float> %487, <16 x float> poison, <16 x i32> zeroinitializer
  %489 = fmul contract <16 x float> %484, %488
  %490 = fadd contract <16 x float> %482, %489
  %491 = getelementptr float, ptr %4, i64 0
  %492 = load <16 x float>, ptr %491, align 4
  %493 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %490, <16 x float> %492
  %494 = getelementptr float, ptr %4, i64 0
  store <16 x float> %493, ptr %494, align 4
  %495 = getelementptr float, ptr %4, i64 16
  %496 = load <16 x float>, ptr %495, align 4
  %497 = getelementptr float, ptr %3, i64 176
  %498 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %497, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %499 = getelementptr float, ptr %1, i64 32
  %500 = load float, ptr %499, align 4
  %501 = insertelement <16 x float> poison, float %500, i32 0
  %502 = shufflevector <16 x float> %501, <16 x float> poison, <16 x i32> zeroinitializer
  %503 = fmul contract <16 x float> %498, %502
  %504 = fadd contract <16 x float> %496, %503
  %505 = getelementptr float, ptr %4, i64 16
  %506 = load <16 x float>, ptr %505, align 4
  %507 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %504, <16 x float> %506
  %508 = getelementptr float, ptr %4, i64 16
  store <16 x float> %507, ptr %508, align 4
  %509 = getelementptr float, ptr %4, i64 32
  %510 = load <16 x float>, ptr %509, align 4
  %511 = getelementptr float, ptr %3, i64 176
  %512 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %511, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %513 = getelementptr float, ptr %1, i64 50
  %514 = load float, ptr %513, align 4
  %515 = insertelement <16 x float> poison, float %514, i32 0
  %516 = shufflevector <16 x float> %515, <16 x float> poison, <16 x i32> zeroinitializer
  %517 = fmul contract <16 x float> %512, %516
  %518 = fadd contract <16 x float> %510, %517
  %519 = getelementptr float, ptr %4, i64 32
  %520 = load <16 x float>, ptr %519, align 4
  %521 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %518, <16 x float> %520
  %522 = getelementptr float, ptr %4, i64 32
  store <16 x float> %521, ptr %522, align 4
  %523 = getelementptr float, ptr %4, i64 0
  %524 = load <16 x float>, ptr %523, align 4
  %525 = getelementptr float, ptr %3, i64 192
  %526 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %525, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %527 = getelementptr float, ptr %1, i64 6
  %528 = load float, ptr %527, align 4
  %529 = insertelement <16 x float> poison, float %528, i32 0
  %530 = shufflevector <16 x float> %529, <16 x float> poison, <16 x i32> zeroinitializer
  %531 = fmul contract <16 x float> %526, %530
  %532 = fadd contract <16 x float> %524, %531
  %533 = getelementptr float, ptr %4, i64 0
  %534 = load <16 x float>, ptr %533, align 4
  %535 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %532, <16 x float> %534
  %536 = getelementptr float, ptr %4, i64 0
  store <16 x float> %535, ptr %536, align 4
  %537 = getelementptr float, ptr %4, i64 16
  %538 = load <16 x float>, ptr %537, align 4
  %539 = getelementptr float, ptr %3, i64 192
  %540 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %539, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %541 = getelementptr float, ptr %1, i64 24
  %542 = load float, ptr %541, align 4
  %543 = insertelement <16 x float> poison, float %542, i32 0
  %544 = shufflevector <16 x float> %543, <16 x float> poison, <16 x i32> zeroinitializer
  %545 = fmul contract <16 x float> %540, %544
  %546 = fadd contract <16 x float> %538, %545
  %547 = getelementptr float, ptr %4, i64 16
  %548 = load <16 x float>, ptr %547, align 4
  %549 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %546, <16 x float> %548
  %550 = getelementptr float, ptr %4, i64 16
  store <16 x float> %549, ptr %550, align 4
  %551 = getelementptr float, ptr %4, i64 32
  %552 = load <16 x float>, ptr %551, align 4
  %553 = getelementptr float, ptr %3, i64 192
  %554 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %553, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %555 = getelementptr float, ptr %1, i64 42
  %556 = load float, ptr %555, align 4
  %557 = insertelement <16 x float> poison, float %556, i32 0
  %558 = shufflevector <16 x float> %557, <16 x float> poison, <16 x i32> zeroinitializer
  %559 = fmul contract <16 x float> %554, %558
  %560 = fadd contract <16 x float> %552, %559
  %561 = getelementptr float, ptr %4, i64 32
  %562 = load <16 x float>, ptr %561, align 4
  %563 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %560, <16 x float> %562
  %564 = getelementptr float, ptr %4, i64 32
  store <16 x float> %563, ptr %564, align 4
  %565 = getelementptr float, ptr %4, i64 0
  %566 = load <16 x float>, ptr %565, align 4
  %567 = getelementptr float, ptr %3, i64 208
  %568 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %567, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %569 = getelementptr float, ptr %1, i64 7
  %570 = load float, ptr %569, align 4
  %571 = insertelement <16 x float> poison, float %570, i32 0
  %572 = shufflevector <16 x float> %571, <16 x float> poison, <16 x i32> zeroinitializer
  %573 = fmul contract <16 x float> %568, %572
  %574 = fadd contract <16 x float> %566, %573
  %575 = getelementptr float, ptr %4, i64 0
  %576 = load <16 x float>, ptr %575, align 4
  %577 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %574, <16 x float> %576
  %578 = getelementptr float, ptr %4, i64 0
  store <16 x float> %577, ptr %578, align 4
  %579 = getelementptr float, ptr %4, i64 16
  %580 = load <16 x float>, ptr %579, align 4
  %581 = getelementptr float, ptr %3, i64 208
  %582 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %581, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %583 = getelementptr float, ptr %1, i64 25
  %584 = load float, ptr %583, align 4
  %585 = insertelement <16 x float> poison, float %584, i32 0
  %586 = shufflevector <16 x float> %585, <16 x float> poison, <16 x i32> zeroinitializer
  %587 = fmul contract <16 x float> %582, %586
  %588 = fadd contract <16 x float> %580, %587
  %589 = getelementptr float, ptr %4, i64 16
  %590 = load <16 x float>, ptr %589, align 4
  %591 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %588, <16 x float> %590
  %592 = getelementptr float, ptr %4, i64 16
  store <16 x float> %591, ptr %592, align 4
  %593 = getelementptr float, ptr %4, i64 32
  %594 = load <16 x float>, ptr %593, align 4
  %595 = getelementptr float, ptr %3, i64 208
  %596 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %595, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %597 = getelementptr float, ptr %1, i64 43
  %598 = load float, ptr %597, align 4
  %599 = insertelement <16 x float> poison, float %598, i32 0
  %600 = shufflevector <16 x float> %599, <16 x float> poison, <16 x i32> zeroinitializer
  %601 = fmul contract <16 x float> %596, %600
  %602 = fadd contract <16 x float> %594, %601
  %603 = getelementptr float, ptr %4, i64 32
  %604 = load <16 x float>, ptr %603, align 4
  %605 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %602, <16 x float> %604
  %606 = getelementptr float, ptr %4, i64 32
  store <16 x float> %605, ptr %606, align 4
  %607 = getelementptr float, ptr %4, i64 0
  %608 = load <16 x float>, ptr %607, align 4
  %609 = getelementptr float, ptr %3, i64 224
  %610 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %609, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %611 = getelementptr float, ptr %1, i64 8
  %612 = load float, ptr %611, align 4
  %613 = insertelement <16 x float> poison, float %612, i32 0
  %614 = shufflevector <16 x float> %613, <16 x float> poison, <16 x i32> zeroinitializer
  %615 = fmul contract <16 x float> %610, %614
  %616 = fadd contract <16 x float> %608, %615
  %617 = getelementptr float, ptr %4, i64 0
  %618 = load <16 x float>, ptr %617, align 4
  %619 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %616, <16 x float> %618
  %620 = getelementptr float, ptr %4, i64 0
  store <16 x float> %619, ptr %620, align 4
  %621 = getelementptr float, ptr %4, i64 16
  %622 = load <16 x float>, ptr %621, align 4
  %623 = getelementptr float, ptr %3, i64 224
  %624 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %623, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %625 = getelementptr float, ptr %1, i64 26
  %626 = load float, ptr %625, align 4
  %627 = insertelement <16 x float> poison, float %626, i32 0
  %628 = shufflevector <16 x float> %627, <16 x float> poison, <16 x i32> zeroinitializer
  %629 = fmul contract <16 x float> %624, %628
  %630 = fadd contract <16 x float> %622, %629
  %631 = getelementptr float, ptr %4, i64 16
  %632 = load <16 x float>, ptr %631, align 4
  %633 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %630, <16 x float> %632
  %634 = getelementptr float, ptr %4, i64 16
  store <16 x float> %633, ptr %634, align 4
  %635 = getelementptr float, ptr %4, i64 32
  %636 = load <16 x float>, ptr %635, align 4
  %637 = getelementptr float, ptr %3, i64 224
  %638 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %637, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %639 = getelementptr float, ptr %1, i64 44
  %640 = load float, ptr %639, align 4
  %641 = insertelement <16 x float> poison, float %640, i32 0
  %642 = shufflevector <16 x float> %641, <16 x float> poison, <16 x i32> zeroinitializer
  %643 = fmul contract <16 x float> %638, %642
  %644 = fadd contract <16 x float> %636, %643
  %645 = getelementptr float, ptr %4, i64 32
  %646 = load <16 x float>, ptr %645, align 4
  %647 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %644, <16 x float> %646
  %648 = getelementptr float, ptr %4, i64 32
  store <16 x float> %647, ptr %648, align 4
  %649 = getelementptr float, ptr %4, i64 0
  %650 = load <16 x float>, ptr %649, align 4
  %651 = getelementptr float, ptr %3, i64 240
  %652 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %651, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %653 = getelementptr float, ptr %1, i64 15
  %654 = load float, ptr %653, align 4
  %655 = insertelement <16 x float> poison, float %654, i32 0
  %656 = shufflevector <16 x float> %655, <16 x float> poison, <16 x i32> zeroinitializer
  %657 = fmul contract <16 x float> %652, %656
  %658 = fadd contract <16 x float> %650, %657
  %659 = getelementptr float, ptr %4, i64 0
  %660 = load <16 x float>, ptr %659, align 4
  %661 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %658, <16 x float> %660
  %662 = getelementptr float, ptr %4, i64 0
  store <16 x float> %661, ptr %662, align 4
  %663 = getelementptr float, ptr %4, i64 16
  %664 = load <16 x float>, ptr %663, align 4
  %665 = getelementptr float, ptr %3, i64 240
  %666 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %665, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %667 = getelementptr float, ptr %1, i64 33
  %668 = load float, ptr %667, align 4
  %669 = insertelement <16 x float> poison, float %668, i32 0
  %670 = shufflevector <16 x float> %669, <16 x float> poison, <16 x i32> zeroinitializer
  %671 = fmul contract <16 x float> %666, %670
  %672 = fadd contract <16 x float> %664, %671
  %673 = getelementptr float, ptr %4, i64 16
  %674 = load <16 x float>, ptr %673, align 4
  %675 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %672, <16 x float> %674
  %676 = getelementptr float, ptr %4, i64 16
  store <16 x float> %675, ptr %676, align 4
  %677 = getelementptr float, ptr %4, i64 32
  %678 = load <16 x float>, ptr %677, align 4
  %679 = getelementptr float, ptr %3, i64 240
  %680 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %679, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %681 = getelementptr float, ptr %1, i64 51
  %682 = load float, ptr %681, align 4
  %683 = insertelement <16 x float> poison, float %682, i32 0
  %684 = shufflevector <16 x float> %683, <16 x float> poison, <16 x i32> zeroinitializer
  %685 = fmul contract <16 x float> %680, %684
  %686 = fadd contract <16 x float> %678, %685
  %687 = getelementptr float, ptr %4, i64 32
  %688 = load <16 x float>, ptr %687, align 4
  %689 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %686, <16 x float> %688
  %690 = getelementptr float, ptr %4, i64 32
  store <16 x float> %689, ptr %690, align 4
  %691 = getelementptr float, ptr %4, i64 0
  %692 = load <16 x float>, ptr %691, align 4
  %693 = getelementptr float, ptr %3, i64 256
  %694 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %693, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %695 = getelementptr float, ptr %1, i64 16
  %696 = load float, ptr %695, align 4
  %697 = insertelement <16 x float> poison, float %696, i32 0
  %698 = shufflevector <16 x float> %697, <16 x float> poison, <16 x i32> zeroinitializer
  %699 = fmul contract <16 x float> %694, %698
  %700 = fadd contract <16 x float> %692, %699
  %701 = getelementptr float, ptr %4, i64 0
  %702 = load <16 x float>, ptr %701, align 4
  %703 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %700, <16 x float> %702
  %704 = getelementptr float, ptr %4, i64 0
  store <16 x float> %703, ptr %704, align 4
  %705 = getelementptr float, ptr %4, i64 16
  %706 = load <16 x float>, ptr %705, align 4
  %707 = getelementptr float, ptr %3, i64 256
  %708 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %707, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %709 = getelementptr float, ptr %1, i64 34
  %710 = load float, ptr %709, align 4
  %711 = insertelement <16 x float> poison, float %710, i32 0
  %712 = shufflevector <16 x float> %711, <16 x float> poison, <16 x i32> zeroinitializer
  %713 = fmul contract <16 x float> %708, %712
  %714 = fadd contract <16 x float> %706, %713
  %715 = getelementptr float, ptr %4, i64 16
  %716 = load <16 x float>, ptr %715, align 4
  %717 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %714, <16 x float> %716
  %718 = getelementptr float, ptr %4, i64 16
  store <16 x float> %717, ptr %718, align 4
  %719 = getelementptr float, ptr %4, i64 32
  %720 = load <16 x float>, ptr %719, align 4
  %721 = getelementptr float, ptr %3, i64 256
  %722 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %721, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %723 = getelementptr float, ptr %1, i64 52
  %724 = load float, ptr %723, align 4
  %725 = insertelement <16 x float> poison, float %724, i32 0
  %726 = shufflevector <16 x float> %725, <16 x float> poison, <16 x i32> zeroinitializer
  %727 = fmul contract <16 x float> %722, %726
  %728 = fadd contract <16 x float> %720, %727
  %729 = getelementptr float, ptr %4, i64 32
  %730 = load <16 x float>, ptr %729, align 4
  %731 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %728, <16 x float> %730
  %732 = getelementptr float, ptr %4, i64 32
  store <16 x float> %731, ptr %732, align 4
  %733 = getelementptr float, ptr %4, i64 0
  %734 = load <16 x float>, ptr %733, align 4
  %735 = getelementptr float, ptr %3, i64 272
  %736 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %735, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %737 = getelementptr float, ptr %1, i64 17
  %738 = load float, ptr %737, align 4
  %739 = insertelement <16 x float> poison, float %738, i32 0
  %740 = shufflevector <16 x float> %739, <16 x float> poison, <16 x i32> zeroinitializer
  %741 = fmul contract <16 x float> %736, %740
  %742 = fadd contract <16 x float> %734, %741
  %743 = getelementptr float, ptr %4, i64 0
  %744 = load <16 x float>, ptr %743, align 4
  %745 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %742, <16 x float> %744
  %746 = getelementptr float, ptr %4, i64 0
  store <16 x float> %745, ptr %746, align 4
  %747 = getelementptr float, ptr %4, i64 16
  %748 = load <16 x float>, ptr %747, align 4
  %749 = getelementptr float, ptr %3, i64 272
  %750 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %749, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %751 = getelementptr float, ptr %1, i64 35
  %752 = load float, ptr %751, align 4
  %753 = insertelement <16 x float> poison, float %752, i32 0
  %754 = shufflevector <16 x float> %753, <16 x float> poison, <16 x i32> zeroinitializer
  %755 = fmul contract <16 x float> %750, %754
  %756 = fadd contract <16 x float> %748, %755
  %757 = getelementptr float, ptr %4, i64 16
  %758 = load <16 x float>, ptr %757, align 4
  %759 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %756, <16 x float> %758
  %760 = getelementptr float, ptr %4, i64 16
  store <16 x float> %759, ptr %760, align 4
  %761 = getelementptr float, ptr %4, i64 32
  %762 = load <16 x float>, ptr %761, align 4
  %763 = getelementptr float, ptr %3, i64 272
  %764 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %763, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %765 = getelementptr float, ptr %1, i64 53
  %766 = load float, ptr %765, align 4
  %767 = insertelement <16 x float> poison, float %766, i32 0
  %768 = shufflevector <16 x float> %767, <16 x float> poison, <16 x i32> zeroinitializer
  %769 = fmul contract <16 x float> %764, %768
  %770 = fadd contract <16 x float> %762, %769
  %771 = getelementptr float, ptr %4, i64 32
  %772 = load <16 x float>, ptr %771, align 4
  %773 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %770, <16 x float> %772
  %774 = getelementptr float, ptr %4, i64 32
  store <16 x float> %773, ptr %774, align 4
  %775 = getelementptr float, ptr %4, i64 0
  %776 = load <16 x float>, ptr %775, align 4
  %777 = mul i64 %y.01, 5
  %778 = getelementptr float, ptr %2, i64 %777
  call void @llvm.masked.store.v16f32.p0(<16 x float> %776, ptr %778, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %779 = getelementptr float, ptr %4, i64 16
  %780 = load <16 x float>, ptr %779, align 4
  %781 = mul i64 %y.01, 5
  %782 = add i64 %781, 25
  %783 = getelementptr float, ptr %2, i64 %782
  call void @llvm.masked.store.v16f32.p0(<16 x float> %780, ptr %783, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %784 = getelementptr float, ptr %4, i64 32
  %785 = load <16 x float>, ptr %784, align 4
  %786 = mul i64 %y.01, 5
  %787 = add i64 %786, 50
  %788 = getelementptr float, ptr %2, i64 %787
  call void @llvm.masked.store.v16f32.p0(<16 x float> %785, ptr %788, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %789 = add i64 %y.01, 1
  br label %y.0, !llvm.loop !0

pk0.1:                                            ; preds = %exit9, %body2
  %pk0.17 = phi i64 [ 0, %body2 ], [ %812, %exit9 ]
  %790 = icmp slt i64 %pk0.17, 2
  br i1 %790, label %body5, label %exit6

body5:                                            ; preds = %pk0.1
  br label %pk0.2

exit6:                                            ; preds = %pk0.1
  %791 = add i64 %pk0.04, 1
  br label %pk0.0, !llvm.loop !0

pk0.2:                                            ; preds = %ld.join, %body5
  %pk0.210 = phi i64 [ 0, %body5 ], [ %829, %ld.join ]
  %792 = icmp slt i64 %pk0.210, 3
  br i1 %792, label %body8, label %exit9

body8:                                            ; preds = %pk0.2
  %793 = add i64 %y.01, %pk0.04
  %794 = sub i64 %793, 1
  %795 = icmp sle i64 0, %794
  %796 = add i64 %y.01, %pk0.04
  %797 = sub i64 %796, 1
  %798 = icmp slt i64 %797, 5
  %799 = and i1 %795, %798
  %800 = sub i64 %pk0.210, 1
  %801 = insertelement <16 x i64> poison, i64 %800, i32 0
  %802 = shufflevector <16 x i64> %801, <16 x i64> poison, <16 x i32> zeroinitializer
  %803 = add <16 x i64> %802, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %804 = icmp sle <16 x i64> zeroinitializer, %803
  %805 = sub i64 %pk0.210, 1
  %806 = insertelement <16 x i64> poison, i64 %805, i32 0
  %807 = shufflevector <16 x i64> %806, <16 x i64> poison, <16 x i32> zeroinitializer
  %808 = add <16 x i64> %807, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %809 = icmp slt <16 x i64> %808, <i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5>
  %810 = and <16 x i1> %804, %809
  %811 = and <16 x i1> %810, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>
  br i1 %799, label %ld.in, label %ld.join

exit9:                                            ; preds = %pk0.2
  %812 = add i64 %pk0.17, 1
  br label %pk0.1, !llvm.loop !0

ld.in:                                            ; preds = %body8
  %813 = mul i64 %pk0.17, 25
  %814 = mul i64 %y.01, 5
  %815 = add i64 %813, %814
  %816 = mul i64 %pk0.04, 5
  %817 = add i64 %815, %816
  %818 = add i64 %817, %pk0.210
  %819 = sub i64 %818, 6
  %820 = getelementptr float, ptr %0, i64 %819
  %821 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %820, i32 4, <16 x i1> %811, <16 x float> zeroinitializer)
  br label %ld.join

ld.join:                                          ; preds = %ld.in, %body8
  %822 = phi <16 x float> [ %821, %ld.in ], [ zeroinitializer, %body8 ]
  %823 = mul i64 %pk0.04, 96
  %824 = mul i64 %pk0.17, 48
  %825 = add i64 %823, %824
  %826 = mul i64 %pk0.210, 16
  %827 = add i64 %825, %826
  %828 = getelementptr float, ptr %3, i64 %827
  call void @llvm.masked.store.v16f32.p0(<16 x float> %822, ptr %828, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %829 = add i64 %pk0.210, 1
  br label %pk0.2, !llvm.loop !0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr nocapture, i32 immarg, <16 x i1>, <16 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr nocapture, i32 immarg, <16 x i1>) #3


!0 = distinct !{!0, !1, !2, !3}
!1 = !{!"llvm.loop.vectorize.enable", i1 false}
!2 = !{!"llvm.loop.interleave.count", i32 1}
!3 = !{!"llvm.loop.unroll.disable"}
