
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
  %79 = call reassoc contract float @llvm.vector.reduce.fadd.v16f32(float -0.000000e+00, <16 x float> %78)
  %80 = getelementptr float, ptr %1, i64 0
  store float %79, ptr %80, align 4
  %81 = getelementptr float, ptr %2, i64 16
  %82 = load <16 x float>, ptr %81, align 4
  %83 = call reassoc contract float @llvm.vector.reduce.fadd.v16f32(float -0.000000e+00, <16 x float> %82)
  %84 = getelementptr float, ptr %1, i64 1
  store float %83, ptr %84, align 4
  %85 = getelementptr float, ptr %2, i64 32
  %86 = load <16 x float>, ptr %85, align 4
  %87 = call reassoc contract float @llvm.vector.reduce.fadd.v16f32(float -0.000000e+00, <16 x float> %86)
  %88 = getelementptr float, ptr %1, i64 2
  store float %87, ptr %88, align 4
  %89 = getelementptr float, ptr %2, i64 48
  %90 = load <16 x float>, ptr %89, align 4
  %91 = call reassoc contract float @llvm.vector.reduce.fadd.v16f32(float -0.000000e+00, <16 x float> %90)
  %92 = getelementptr float, ptr %1, i64 3
  store float %91, ptr %92, align 4
  %93 = getelementptr float, ptr %3, i64 0
  store <16 x float> zeroinitializer, ptr %93, align 4
  br label %j.12

j.12:                                             ; preds = %body3, %exit
  %j.15 = phi i64 [ 0, %exit ], [ %103, %body3 ]
  %94 = icmp slt i64 %j.15, 2
  br i1 %94, label %body3, label %exit4

body3:                                            ; preds = %j.12
  %95 = getelementptr float, ptr %3, i64 0
  %96 = load <16 x float>, ptr %95, align 4
  %97 = mul i64 %j.15, 16
  %98 = add i64 %97, 148
  %99 = getelementptr float, ptr %0, i64 %98
  %100 = load <16 x float>, ptr %99, align 4
  %101 = fadd contract <16 x float> %96, %100
  %102 = getelementptr float, ptr %3, i64 0
  store <16 x float> %101, ptr %102, align 4
  %103 = add i64 %j.15, 1
  br label %j.12, !llvm.loop !0

exit4:                                            ; preds = %j.12
  %104 = getelementptr float, ptr %3, i64 0
  %105 = load <16 x float>, ptr %104, align 4
  %106 = getelementptr float, ptr %0, i64 180
  %107 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %106, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %108 = fadd contract <16 x float> %105, %107
  %109 = getelementptr float, ptr %3, i64 0
  %110 = load <16 x float>, ptr %109, align 4
  %111 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %108, <16 x float> %110
  %112 = getelementptr float, ptr %3, i64 0
  store <16 x float> %111, ptr %112, align 4
  %113 = getelementptr float, ptr %3, i64 0
  %114 = load <16 x float>, ptr %113, align 4
  %115 = call reassoc contract float @llvm.vector.reduce.fadd.v16f32(float -0.000000e+00, <16 x float> %114)
  %116 = getelementptr float, ptr %1, i64 4
  store float %115, ptr %116, align 4
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
