
; Function Attrs: nounwind
define void @tt_kernel(ptr noalias %0, ptr noalias %1) #0 {
entry:
  %2 = alloca [64 x float], align 64
  %3 = alloca [64 x float], align 64
  br label %start

start:                                            ; preds = %entry
  %4 = getelementptr float, ptr %2, i64 0
  store <16 x float> zeroinitializer, ptr %4, align 4
  %5 = getelementptr float, ptr %2, i64 16
  store <16 x float> zeroinitializer, ptr %5, align 4
  %6 = getelementptr float, ptr %2, i64 32
  store <16 x float> zeroinitializer, ptr %6, align 4
  %7 = getelementptr float, ptr %2, i64 48
  store <16 x float> zeroinitializer, ptr %7, align 4
  br label %j.1

j.1:                                              ; preds = %body, %start
  %j.11 = phi i64 [ 0, %start ], [ %40, %body ]
  %8 = icmp slt i64 %j.11, 2
  br i1 %8, label %body, label %exit

body:                                             ; preds = %j.1
  %9 = getelementptr float, ptr %2, i64 0
  %10 = load <16 x float>, ptr %9, align 4
  %11 = mul i64 %j.11, 16
  %12 = getelementptr float, ptr %0, i64 %11
  %13 = load <16 x float>, ptr %12, align 4
  %14 = fadd contract <16 x float> %10, %13
  %15 = getelementptr float, ptr %2, i64 0
  store <16 x float> %14, ptr %15, align 4
  %16 = getelementptr float, ptr %2, i64 16
  %17 = load <16 x float>, ptr %16, align 4
  %18 = mul i64 %j.11, 16
  %19 = add i64 %18, 37
  %20 = getelementptr float, ptr %0, i64 %19
  %21 = load <16 x float>, ptr %20, align 4
  %22 = fadd contract <16 x float> %17, %21
  %23 = getelementptr float, ptr %2, i64 16
  store <16 x float> %22, ptr %23, align 4
  %24 = getelementptr float, ptr %2, i64 32
  %25 = load <16 x float>, ptr %24, align 4
  %26 = mul i64 %j.11, 16
  %27 = add i64 %26, 74
  %28 = getelementptr float, ptr %0, i64 %27
  %29 = load <16 x float>, ptr %28, align 4
  %30 = fadd contract <16 x float> %25, %29
  %31 = getelementptr float, ptr %2, i64 32
  store <16 x float> %30, ptr %31, align 4
  %32 = getelementptr float, ptr %2, i64 48
  %33 = load <16 x float>, ptr %32, align 4
  %34 = mul i64 %j.11, 16
  %35 = add i64 %34, 111
  %36 = getelementptr float, ptr %0, i64 %35
  %37 = load <16 x float>, ptr %36, align 4
  %38 = fadd contract <16 x float> %33, %37
  %39 = getelementptr float, ptr %2, i64 48
  store <16 x float> %38, ptr %39, align 4
  %40 = add i64 %j.11, 1
  br label %j.1, !llvm.loop !0

exit:                                             ; preds = %j.1
  %41 = getelementptr float, ptr %2, i64 0
  %42 = load <16 x float>, ptr %41, align 4
  %43 = getelementptr float, ptr %0, i64 32
  %44 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %43, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %45 = fadd contract <16 x float> %42, %44
  %46 = getelementptr float, ptr %2, i64 0
  %47 = load <16 x float>, ptr %46, align 4
  %48 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %45, <16 x float> %47
  %49 = getelementptr float, ptr %2, i64 0
  store <16 x float> %48, ptr %49, align 4
  %50 = getelementptr float, ptr %2, i64 16
  %51 = load <16 x float>, ptr %50, align 4
  %52 = getelementptr float, ptr %0, i64 69
  %53 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %52, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %54 = fadd contract <16 x float> %51, %53
  %55 = getelementptr float, ptr %2, i64 16
  %56 = load <16 x float>, ptr %55, align 4
  %57 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %54, <16 x float> %56
  %58 = getelementptr float, ptr %2, i64 16
  store <16 x float> %57, ptr %58, align 4
  %59 = getelementptr float, ptr %2, i64 32
  %60 = load <16 x float>, ptr %59, align 4
  %61 = getelementptr float, ptr %0, i64 106
  %62 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %61, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %63 = fadd contract <16 x float> %60, %62
  %64 = getelementptr float, ptr %2, i64 32
  %65 = load <16 x float>, ptr %64, align 4
  %66 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %63, <16 x float> %65
  %67 = getelementptr float, ptr %2, i64 32
  store <16 x float> %66, ptr %67, align 4
  %68 = getelementptr float, ptr %2, i64 48
  %69 = load <16 x float>, ptr %68, align 4
  %70 = getelementptr float, ptr %0, i64 143
  %71 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %70, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %72 = fadd contract <16 x float> %69, %71
  %73 = getelementptr float, ptr %2, i64 48
  %74 = load <16 x float>, ptr %73, align 4
  %75 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %72, <16 x float> %74
  %76 = getelementptr float, ptr %2, i64 48
  store <16 x float> %75, ptr %76, align 4
  %77 = getelementptr float, ptr %2, i64 0
  %78 = load <16 x float>, ptr %77, align 4
  %79 = getelementptr float, ptr %2, i64 16
  %80 = load <16 x float>, ptr %79, align 4
  %81 = getelementptr float, ptr %2, i64 32
  %82 = load <16 x float>, ptr %81, align 4
  %83 = getelementptr float, ptr %2, i64 48
  %84 = load <16 x float>, ptr %83, align 4
  %85 = shufflevector <16 x float> %78, <16 x float> %80, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %86 = shufflevector <16 x float> %78, <16 x float> %80, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %87 = fadd <16 x float> %85, %86
  %88 = shufflevector <16 x float> %82, <16 x float> %84, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %89 = shufflevector <16 x float> %82, <16 x float> %84, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %90 = fadd <16 x float> %88, %89
  %91 = shufflevector <16 x float> %87, <16 x float> %90, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 19, i32 8, i32 9, i32 10, i32 11, i32 24, i32 25, i32 26, i32 27>
  %92 = shufflevector <16 x float> %87, <16 x float> %90, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 20, i32 21, i32 22, i32 23, i32 12, i32 13, i32 14, i32 15, i32 28, i32 29, i32 30, i32 31>
  %93 = fadd <16 x float> %91, %92
  %94 = shufflevector <16 x float> %93, <16 x float> %93, <16 x i32> <i32 0, i32 1, i32 16, i32 17, i32 4, i32 5, i32 20, i32 21, i32 8, i32 9, i32 24, i32 25, i32 12, i32 13, i32 28, i32 29>
  %95 = shufflevector <16 x float> %93, <16 x float> %93, <16 x i32> <i32 2, i32 3, i32 18, i32 19, i32 6, i32 7, i32 22, i32 23, i32 10, i32 11, i32 26, i32 27, i32 14, i32 15, i32 30, i32 31>
  %96 = fadd <16 x float> %94, %95
  %97 = shufflevector <16 x float> %96, <16 x float> %96, <16 x i32> <i32 0, i32 2, i32 16, i32 18, i32 4, i32 6, i32 20, i32 22, i32 8, i32 10, i32 24, i32 26, i32 12, i32 14, i32 28, i32 30>
  %98 = shufflevector <16 x float> %96, <16 x float> %96, <16 x i32> <i32 1, i32 3, i32 17, i32 19, i32 5, i32 7, i32 21, i32 23, i32 9, i32 11, i32 25, i32 27, i32 13, i32 15, i32 29, i32 31>
  %99 = fadd <16 x float> %97, %98
  %100 = extractelement <16 x float> %99, i32 0
  %101 = extractelement <16 x float> %99, i32 4
  %102 = extractelement <16 x float> %99, i32 8
  %103 = extractelement <16 x float> %99, i32 12
  %104 = getelementptr float, ptr %1, i64 0
  store float %100, ptr %104, align 4
  %105 = getelementptr float, ptr %1, i64 1
  store float %102, ptr %105, align 4
  %106 = getelementptr float, ptr %1, i64 2
  store float %101, ptr %106, align 4
  %107 = getelementptr float, ptr %1, i64 3
  store float %103, ptr %107, align 4
  %108 = getelementptr float, ptr %3, i64 0
  store <16 x float> zeroinitializer, ptr %108, align 4
  br label %j.12

j.12:                                             ; preds = %body3, %exit
  %j.15 = phi i64 [ 0, %exit ], [ %118, %body3 ]
  %109 = icmp slt i64 %j.15, 2
  br i1 %109, label %body3, label %exit4

body3:                                            ; preds = %j.12
  %110 = getelementptr float, ptr %3, i64 0
  %111 = load <16 x float>, ptr %110, align 4
  %112 = mul i64 %j.15, 16
  %113 = add i64 %112, 148
  %114 = getelementptr float, ptr %0, i64 %113
  %115 = load <16 x float>, ptr %114, align 4
  %116 = fadd contract <16 x float> %111, %115
  %117 = getelementptr float, ptr %3, i64 0
  store <16 x float> %116, ptr %117, align 4
  %118 = add i64 %j.15, 1
  br label %j.12, !llvm.loop !0

exit4:                                            ; preds = %j.12
  %119 = getelementptr float, ptr %3, i64 0
  %120 = load <16 x float>, ptr %119, align 4
  %121 = getelementptr float, ptr %0, i64 180
  %122 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %121, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %123 = fadd contract <16 x float> %120, %122
  %124 = getelementptr float, ptr %3, i64 0
  %125 = load <16 x float>, ptr %124, align 4
  %126 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %123, <16 x float> %125
  %127 = getelementptr float, ptr %3, i64 0
  store <16 x float> %126, ptr %127, align 4
  %128 = getelementptr float, ptr %3, i64 0
  %129 = load <16 x float>, ptr %128, align 4
  %130 = call reassoc contract float @llvm.vector.reduce.fadd.v16f32(float -0.000000e+00, <16 x float> %129)
  %131 = getelementptr float, ptr %1, i64 4
  store float %130, ptr %131, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr nocapture, i32 immarg, <16 x i1>, <16 x float>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fadd.v16f32(float, <16 x float>) #2


!0 = distinct !{!0, !1, !2, !3}
!1 = !{!"llvm.loop.vectorize.enable", i1 false}
!2 = !{!"llvm.loop.interleave.count", i32 1}
!3 = !{!"llvm.loop.unroll.disable"}
