
; Function Attrs: nounwind
define void @tt_kernel(ptr noalias %0, ptr noalias %1, ptr noalias %2) #0 {
entry:
  br label %start

start:                                            ; preds = %entry
  br label %i.0

i.0:                                              ; preds = %body, %start
  %i.01 = phi i64 [ 0, %start ], [ %37, %body ]
  %3 = icmp slt i64 %i.01, 7
  br i1 %3, label %body, label %exit

body:                                             ; preds = %i.0
  %4 = mul i64 %i.01, 33
  %5 = getelementptr float, ptr %0, i64 %4
  %6 = load <16 x float>, ptr %5, align 4
  %7 = mul i64 %i.01, 33
  %8 = getelementptr float, ptr %1, i64 %7
  %9 = load <16 x float>, ptr %8, align 4
  %10 = fadd contract <16 x float> %6, %9
  %11 = mul i64 %i.01, 33
  %12 = getelementptr float, ptr %2, i64 %11
  store <16 x float> %10, ptr %12, align 4
  %13 = mul i64 %i.01, 33
  %14 = add i64 %13, 16
  %15 = getelementptr float, ptr %0, i64 %14
  %16 = load <16 x float>, ptr %15, align 4
  %17 = mul i64 %i.01, 33
  %18 = add i64 %17, 16
  %19 = getelementptr float, ptr %1, i64 %18
  %20 = load <16 x float>, ptr %19, align 4
  %21 = fadd contract <16 x float> %16, %20
  %22 = mul i64 %i.01, 33
  %23 = add i64 %22, 16
  %24 = getelementptr float, ptr %2, i64 %23
  store <16 x float> %21, ptr %24, align 4
  %25 = mul i64 %i.01, 33
  %26 = add i64 %25, 32
  %27 = getelementptr float, ptr %0, i64 %26
  %28 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %27, i32 4, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %29 = mul i64 %i.01, 33
  %30 = add i64 %29, 32
  %31 = getelementptr float, ptr %1, i64 %30
  %32 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %31, i32 4, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %33 = fadd contract <16 x float> %28, %32
  %34 = mul i64 %i.01, 33
  %35 = add i64 %34, 32
  %36 = getelementptr float, ptr %2, i64 %35
  call void @llvm.masked.store.v16f32.p0(<16 x float> %33, ptr %36, i32 4, <16 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %37 = add i64 %i.01, 1
  br label %i.0, !llvm.loop !0

exit:                                             ; preds = %i.0
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr nocapture, i32 immarg, <16 x i1>, <16 x float>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr nocapture, i32 immarg, <16 x i1>) #2


!0 = distinct !{!0, !1, !2, !3}
!1 = !{!"llvm.loop.vectorize.enable", i1 false}
!2 = !{!"llvm.loop.interleave.count", i32 1}
!3 = !{!"llvm.loop.unroll.disable"}
