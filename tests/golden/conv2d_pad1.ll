
; Function Attrs: nounwind
define void @tt_kernel(ptr noalias %0, ptr noalias %1, ptr noalias %2) #0 {
entry:
  %3 = alloca [288 x float], align 64
  %4 = alloca [48 x float], align 64
  br label %start

start:                                            ; preds = %entry
  call void @llvm.memset.p0.i64(ptr align 64 %3, i8 0, i64 1152, i1 false)
  br label %y.0

y.0:                                              ; preds = %fi13, %start
  %y.01 = phi i64 [ 0, %start ], [ %839, %fi13 ]
  %5 = icmp slt i64 %y.01, 5
  br i1 %5, label %body, label %exit

body:                                             ; preds = %y.0
  br label %pk0.0

exit:                                             ; preds = %y.0
  ret void

pk0.0:                                            ; preds = %exit6, %body
  %pk0.04 = phi i64 [ 0, %body ], [ %25, %exit6 ]
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
  %19 = mul i64 %y.01, -1
  %20 = add i64 %19, 1
  %21 = icmp sgt i64 0, %20
  %22 = select i1 %21, i64 0, i64 %20
  %23 = icmp sle i64 %22, 0
  br i1 %23, label %then, label %else

pk0.1:                                            ; preds = %exit9, %body2
  %pk0.17 = phi i64 [ 0, %body2 ], [ %46, %exit9 ]
  %24 = icmp slt i64 %pk0.17, 2
  br i1 %24, label %body5, label %exit6

body5:                                            ; preds = %pk0.1
  br label %pk0.2

exit6:                                            ; preds = %pk0.1
  %25 = add i64 %pk0.04, 1
  br label %pk0.0, !llvm.loop !0

pk0.2:                                            ; preds = %ld.join, %body5
  %pk0.210 = phi i64 [ 0, %body5 ], [ %63, %ld.join ]
  %26 = icmp slt i64 %pk0.210, 3
  br i1 %26, label %body8, label %exit9

body8:                                            ; preds = %pk0.2
  %27 = add i64 %y.01, %pk0.04
  %28 = sub i64 %27, 1
  %29 = icmp sle i64 0, %28
  %30 = add i64 %y.01, %pk0.04
  %31 = sub i64 %30, 1
  %32 = icmp slt i64 %31, 5
  %33 = and i1 %29, %32
  %34 = sub i64 %pk0.210, 1
  %35 = insertelement <16 x i64> poison, i64 %34, i32 0
  %36 = shufflevector <16 x i64> %35, <16 x i64> poison, <16 x i32> zeroinitializer
  %37 = add <16 x i64> %36, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %38 = icmp sle <16 x i64> zeroinitializer, %37
  %39 = sub i64 %pk0.210, 1
  %40 = insertelement <16 x i64> poison, i64 %39, i32 0
  %41 = shufflevector <16 x i64> %40, <16 x i64> poison, <16 x i32> zeroinitializer
  %42 = add <16 x i64> %41, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %43 = icmp slt <16 x i64> %42, <i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5>
  %44 = and <16 x i1> %38, %43
  %45 = and <16 x i1> %44, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>
  br i1 %33, label %ld.in, label %ld.join

exit9:                                            ; preds = %pk0.2
  %46 = add i64 %pk0.17, 1
  br label %pk0.1, !llvm.loop !0

ld.in:                                            ; preds = %body8
  %47 = mul i64 %pk0.17, 25
  %48 = mul i64 %y.01, 5
  %49 = add i64 %47, %48
  %50 = mul i64 %pk0.04, 5
  %51 = add i64 %49, %50
  %52 = add i64 %51, %pk0.210
  %53 = sub i64 %52, 6
  %54 = getelementptr float, ptr %0, i64 %53
  %55 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %54, i32 4, <16 x i1> %45, <16 x float> zeroinitializer)
  br label %ld.join

ld.join:                                          ; preds = %ld.in, %body8
  %56 = phi <16 x float> [ %55, %ld.in ], [ zeroinitializer, %body8 ]
  %57 = mul i64 %pk0.04, 96
  %58 = mul i64 %pk0.17, 48
  %59 = add i64 %57, %58
  %60 = mul i64 %pk0.210, 16
  %61 = add i64 %59, %60
  %62 = getelementptr float, ptr %3, i64 %61
  call void @llvm.masked.store.v16f32.p0(<16 x float> %56, ptr %62, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %63 = add i64 %pk0.210, 1
  br label %pk0.2, !llvm.loop !0

then:                                             ; preds = %exit3
  %64 = getelementptr float, ptr %4, i64 0
  %65 = load <16 x float>, ptr %64, align 4
  %66 = getelementptr float, ptr %3, i64 0
  %67 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %66, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %68 = getelementptr float, ptr %1, i64 0
  %69 = load float, ptr %68, align 4
  %70 = insertelement <16 x float> poison, float %69, i32 0
  %71 = shufflevector <16 x float> %70, <16 x float> poison, <16 x i32> zeroinitializer
  %72 = fmul contract <16 x float> %67, %71
  %73 = fadd contract <16 x float> %65, %72
  %74 = getelementptr float, ptr %4, i64 0
  %75 = load <16 x float>, ptr %74, align 4
  %76 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %73, <16 x float> %75
  %77 = getelementptr float, ptr %4, i64 0
  store <16 x float> %76, ptr %77, align 4
  %78 = getelementptr float, ptr %4, i64 16
  %79 = load <16 x float>, ptr %78, align 4
  %80 = getelementptr float, ptr %3, i64 0
  %81 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %80, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %82 = getelementptr float, ptr %1, i64 18
  %83 = load float, ptr %82, align 4
  %84 = insertelement <16 x float> poison, float %83, i32 0
  %85 = shufflevector <16 x float> %84, <16 x float> poison, <16 x i32> zeroinitializer
  %86 = fmul contract <16 x float> %81, %85
  %87 = fadd contract <16 x float> %79, %86
  %88 = getelementptr float, ptr %4, i64 16
  %89 = load <16 x float>, ptr %88, align 4
  %90 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %87, <16 x float> %89
  %91 = getelementptr float, ptr %4, i64 16
  store <16 x float> %90, ptr %91, align 4
  %92 = getelementptr float, ptr %4, i64 32
  %93 = load <16 x float>, ptr %92, align 4
  %94 = getelementptr float, ptr %3, i64 0
  %95 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %94, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %96 = getelementptr float, ptr %1, i64 36
  %97 = load float, ptr %96, align 4
  %98 = insertelement <16 x float> poison, float %97, i32 0
  %99 = shufflevector <16 x float> %98, <16 x float> poison, <16 x i32> zeroinitializer
  %100 = fmul contract <16 x float> %95, %99
  %101 = fadd contract <16 x float> %93, %100
  %102 = getelementptr float, ptr %4, i64 32
  %103 = load <16 x float>, ptr %102, align 4
  %104 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %101, <16 x float> %103
  %105 = getelementptr float, ptr %4, i64 32
  store <16 x float> %104, ptr %105, align 4
  %106 = getelementptr float, ptr %4, i64 0
  %107 = load <16 x float>, ptr %106, align 4
  %108 = getelementptr float, ptr %3, i64 16
  %109 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %108, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %110 = getelementptr float, ptr %1, i64 1
  %111 = load float, ptr %110, align 4
  %112 = insertelement <16 x float> poison, float %111, i32 0
  %113 = shufflevector <16 x float> %112, <16 x float> poison, <16 x i32> zeroinitializer
  %114 = fmul contract <16 x float> %109, %113
  %115 = fadd contract <16 x float> %107, %114
  %116 = getelementptr float, ptr %4, i64 0
  %117 = load <16 x float>, ptr %116, align 4
  %118 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %115, <16 x float> %117
  %119 = getelementptr float, ptr %4, i64 0
  store <16 x float> %118, ptr %119, align 4
  %120 = getelementptr float, ptr %4, i64 16
  %121 = load <16 x float>, ptr %120, align 4
  %122 = getelementptr float, ptr %3, i64 16
  %123 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %122, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %124 = getelementptr float, ptr %1, i64 19
  %125 = load float, ptr %124, align 4
  %126 = insertelement <16 x float> poison, float %125, i32 0
  %127 = shufflevector <16 x float> %126, <16 x float> poison, <16 x i32> zeroinitializer
  %128 = fmul contract <16 x float> %123, %127
  %129 = fadd contract <16 x float> %121, %128
  %130 = getelementptr float, ptr %4, i64 16
  %131 = load <16 x float>, ptr %130, align 4
  %132 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %129, <16 x float> %131
  %133 = getelementptr float, ptr %4, i64 16
  store <16 x float> %132, ptr %133, align 4
  %134 = getelementptr float, ptr %4, i64 32
  %135 = load <16 x float>, ptr %134, align 4
  %136 = getelementptr float, ptr %3, i64 16
  %137 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %136, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %138 = getelementptr float, ptr %1, i64 37
  %139 = load float, ptr %138, align 4
  %140 = insertelement <16 x float> poison, float %139, i32 0
  %141 = shufflevector <16 x float> %140, <16 x float> poison, <16 x i32> zeroinitializer
  %142 = fmul contract <16 x float> %137, %141
  %143 = fadd contract <16 x float> %135, %142
  %144 = getelementptr float, ptr %4, i64 32
  %145 = load <16 x float>, ptr %144, align 4
  %146 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %143, <16 x float> %145
  %147 = getelementptr float, ptr %4, i64 32
  store <16 x float> %146, ptr %147, align 4
  %148 = getelementptr float, ptr %4, i64 0
  %149 = load <16 x float>, ptr %148, align 4
  %150 = getelementptr float, ptr %3, i64 32
  %151 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %150, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %152 = getelementptr float, ptr %1, i64 2
  %153 = load float, ptr %152, align 4
  %154 = insertelement <16 x float> poison, float %153, i32 0
  %155 = shufflevector <16 x float> %154, <16 x float> poison, <16 x i32> zeroinitializer
  %156 = fmul contract <16 x float> %151, %155
  %157 = fadd contract <16 x float> %149, %156
  %158 = getelementptr float, ptr %4, i64 0
  %159 = load <16 x float>, ptr %158, align 4
  %160 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %157, <16 x float> %159
  %161 = getelementptr float, ptr %4, i64 0
  store <16 x float> %160, ptr %161, align 4
  %162 = getelementptr float, ptr %4, i64 16
  %163 = load <16 x float>, ptr %162, align 4
  %164 = getelementptr float, ptr %3, i64 32
  %165 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %164, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %166 = getelementptr float, ptr %1, i64 20
  %167 = load float, ptr %166, align 4
  %168 = insertelement <16 x float> poison, float %167, i32 0
  %169 = shufflevector <16 x float> %168, <16 x float> poison, <16 x i32> zeroinitializer
  %170 = fmul contract <16 x float> %165, %169
  %171 = fadd contract <16 x float> %163, %170
  %172 = getelementptr float, ptr %4, i64 16
  %173 = load <16 x float>, ptr %172, align 4
  %174 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %171, <16 x float> %173
  %175 = getelementptr float, ptr %4, i64 16
  store <16 x float> %174, ptr %175, align 4
  %176 = getelementptr float, ptr %4, i64 32
  %177 = load <16 x float>, ptr %176, align 4
  %178 = getelementptr float, ptr %3, i64 32
  %179 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %178, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %180 = getelementptr float, ptr %1, i64 38
  %181 = load float, ptr %180, align 4
  %182 = insertelement <16 x float> poison, float %181, i32 0
  %183 = shufflevector <16 x float> %182, <16 x float> poison, <16 x i32> zeroinitializer
  %184 = fmul contract <16 x float> %179, %183
  %185 = fadd contract <16 x float> %177, %184
  %186 = getelementptr float, ptr %4, i64 32
  %187 = load <16 x float>, ptr %186, align 4
  %188 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %185, <16 x float> %187
  %189 = getelementptr float, ptr %4, i64 32
  store <16 x float> %188, ptr %189, align 4
  %190 = getelementptr float, ptr %4, i64 0
  %191 = load <16 x float>, ptr %190, align 4
  %192 = getelementptr float, ptr %3, i64 48
  %193 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %192, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %194 = getelementptr float, ptr %1, i64 9
  %195 = load float, ptr %194, align 4
  %196 = insertelement <16 x float> poison, float %195, i32 0
  %197 = shufflevector <16 x float> %196, <16 x float> poison, <16 x i32> zeroinitializer
  %198 = fmul contract <16 x float> %193, %197
  %199 = fadd contract <16 x float> %191, %198
  %200 = getelementptr float, ptr %4, i64 0
  %201 = load <16 x float>, ptr %200, align 4
  %202 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %199, <16 x float> %201
  %203 = getelementptr float, ptr %4, i64 0
  store <16 x float> %202, ptr %203, align 4
  %204 = getelementptr float, ptr %4, i64 16
  %205 = load <16 x float>, ptr %204, align 4
  %206 = getelementptr float, ptr %3, i64 48
  %207 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %206, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %208 = getelementptr float, ptr %1, i64 27
  %209 = load float, ptr %208, align 4
  %210 = insertelement <16 x float> poison, float %209, i32 0
  %211 = shufflevector <16 x float> %210, <16 x float> poison, <16 x i32> zeroinitializer
  %212 = fmul contract <16 x float> %207, %211
  %213 = fadd contract <16 x float> %205, %212
  %214 = getelementptr float, ptr %4, i64 16
  %215 = load <16 x float>, ptr %214, align 4
  %216 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %213, <16 x float> %215
  %217 = getelementptr float, ptr %4, i64 16
  store <16 x float> %216, ptr %217, align 4
  %218 = getelementptr float, ptr %4, i64 32
  %219 = load <16 x float>, ptr %218, align 4
  %220 = getelementptr float, ptr %3, i64 48
  %221 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %220, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %222 = getelementptr float, ptr %1, i64 45
  %223 = load float, ptr %222, align 4
  %224 = insertelement <16 x float> poison, float %223, i32 0
  %225 = shufflevector <16 x float> %224, <16 x float> poison, <16 x i32> zeroinitializer
  %226 = fmul contract <16 x float> %221, %225
  %227 = fadd contract <16 x float> %219, %226
  %228 = getelementptr float, ptr %4, i64 32
  %229 = load <16 x float>, ptr %228, align 4
  %230 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %227, <16 x float> %229
  %231 = getelementptr float, ptr %4, i64 32
  store <16 x float> %230, ptr %231, align 4
  %232 = getelementptr float, ptr %4, i64 0
  %233 = load <16 x float>, ptr %232, align 4
  %234 = getelementptr float, ptr %3, i64 64
  %235 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %234, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %236 = getelementptr float, ptr %1, i64 10
  %237 = load float, ptr %236, align 4
  %238 = insertelement <16 x float> poison, float %237, i32 0
  %239 = shufflevector <16 x float> %238, <16 x float> poison, <16 x i32> zeroinitializer
  %240 = fmul contract <16 x float> %235, %239
  %241 = fadd contract <16 x float> %233, %240
  %242 = getelementptr float, ptr %4, i64 0
  %243 = load <16 x float>, ptr %242, align 4
  %244 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %241, <16 x float> %243
  %245 = getelementptr float, ptr %4, i64 0
  store <16 x float> %244, ptr %245, align 4
  %246 = getelementptr float, ptr %4, i64 16
  %247 = load <16 x float>, ptr %246, align 4
  %248 = getelementptr float, ptr %3, i64 64
  %249 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %248, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %250 = getelementptr float, ptr %1, i64 28
  %251 = load float, ptr %250, align 4
  %252 = insertelement <16 x float> poison, float %251, i32 0
  %253 = shufflevector <16 x float> %252, <16 x float> poison, <16 x i32> zeroinitializer
  %254 = fmul contract <16 x float> %249, %253
  %255 = fadd contract <16 x float> %247, %254
  %256 = getelementptr float, ptr %4, i64 16
  %257 = load <16 x float>, ptr %256, align 4
  %258 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %255, <16 x float> %257
  %259 = getelementptr float, ptr %4, i64 16
  store <16 x float> %258, ptr %259, align 4
  %260 = getelementptr float, ptr %4, i64 32
  %261 = load <16 x float>, ptr %260, align 4
  %262 = getelementptr float, ptr %3, i64 64
  %263 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %262, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %264 = getelementptr float, ptr %1, i64 46
  %265 = load float, ptr %264, align 4
  %266 = insertelement <16 x float> poison, float %265, i32 0
  %267 = shufflevector <16 x float> %266, <16 x float> poison, <16 x i32> zeroinitializer
  %268 = fmul contract <16 x float> %263, %267
  %269 = fadd contract <16 x float> %261, %268
  %270 = getelementptr float, ptr %4, i64 32
  %271 = load <16 x float>, ptr %270, align 4
  %272 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %269, <16 x float> %271
  %273 = getelementptr float, ptr %4, i64 32
  store <16 x float> %272, ptr %273, align 4
  %274 = getelementptr float, ptr %4, i64 0
  %275 = load <16 x float>, ptr %274, align 4
  %276 = getelementptr float, ptr %3, i64 80
  %277 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %276, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %278 = getelementptr float, ptr %1, i64 11
  %279 = load float, ptr %278, align 4
  %280 = insertelement <16 x float> poison, float %279, i32 0
  %281 = shufflevector <16 x float> %280, <16 x float> poison, <16 x i32> zeroinitializer
  %282 = fmul contract <16 x float> %277, %281
  %283 = fadd contract <16 x float> %275, %282
  %284 = getelementptr float, ptr %4, i64 0
  %285 = load <16 x float>, ptr %284, align 4
  %286 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %283, <16 x float> %285
  %287 = getelementptr float, ptr %4, i64 0
  store <16 x float> %286, ptr %287, align 4
  %288 = getelementptr float, ptr %4, i64 16
  %289 = load <16 x float>, ptr %288, align 4
  %290 = getelementptr float, ptr %3, i64 80
  %291 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %290, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %292 = getelementptr float, ptr %1, i64 29
  %293 = load float, ptr %292, align 4
  %294 = insertelement <16 x float> poison, float %293, i32 0
  %295 = shufflevector <16 x float> %294, <16 x float> poison, <16 x i32> zeroinitializer
  %296 = fmul contract <16 x float> %291, %295
  %297 = fadd contract <16 x float> %289, %296
  %298 = getelementptr float, ptr %4, i64 16
  %299 = load <16 x float>, ptr %298, align 4
  %300 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %297, <16 x float> %299
  %301 = getelementptr float, ptr %4, i64 16
  store <16 x float> %300, ptr %301, align 4
  %302 = getelementptr float, ptr %4, i64 32
  %303 = load <16 x float>, ptr %302, align 4
  %304 = getelementptr float, ptr %3, i64 80
  %305 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %304, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %306 = getelementptr float, ptr %1, i64 47
  %307 = load float, ptr %306, align 4
  %308 = insertelement <16 x float> poison, float %307, i32 0
  %309 = shufflevector <16 x float> %308, <16 x float> poison, <16 x i32> zeroinitializer
  %310 = fmul contract <16 x float> %305, %309
  %311 = fadd contract <16 x float> %303, %310
  %312 = getelementptr float, ptr %4, i64 32
  %313 = load <16 x float>, ptr %312, align 4
  %314 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %311, <16 x float> %313
  %315 = getelementptr float, ptr %4, i64 32
  store <16 x float> %314, ptr %315, align 4
  br label %fi

else:                                             ; preds = %exit3
  br label %fi

fi:                                               ; preds = %else, %then
  %316 = getelementptr float, ptr %4, i64 0
  %317 = load <16 x float>, ptr %316, align 4
  %318 = getelementptr float, ptr %3, i64 96
  %319 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %318, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %320 = getelementptr float, ptr %1, i64 3
  %321 = load float, ptr %320, align 4
  %322 = insertelement <16 x float> poison, float %321, i32 0
  %323 = shufflevector <16 x float> %322, <16 x float> poison, <16 x i32> zeroinitializer
  %324 = fmul contract <16 x float> %319, %323
  %325 = fadd contract <16 x float> %317, %324
  %326 = getelementptr float, ptr %4, i64 0
  %327 = load <16 x float>, ptr %326, align 4
  %328 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %325, <16 x float> %327
  %329 = getelementptr float, ptr %4, i64 0
  store <16 x float> %328, ptr %329, align 4
  %330 = getelementptr float, ptr %4, i64 16
  %331 = load <16 x float>, ptr %330, align 4
  %332 = getelementptr float, ptr %3, i64 96
  %333 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %332, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %334 = getelementptr float, ptr %1, i64 21
  %335 = load float, ptr %334, align 4
  %336 = insertelement <16 x float> poison, float %335, i32 0
  %337 = shufflevector <16 x float> %336, <16 x float> poison, <16 x i32> zeroinitializer
  %338 = fmul contract <16 x float> %333, %337
  %339 = fadd contract <16 x float> %331, %338
  %340 = getelementptr float, ptr %4, i64 16
  %341 = load <16 x float>, ptr %340, align 4
  %342 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %339, <16 x float> %341
  %343 = getelementptr float, ptr %4, i64 16
  store <16 x float> %342, ptr %343, align 4
  %344 = getelementptr float, ptr %4, i64 32
  %345 = load <16 x float>, ptr %344, align 4
  %346 = getelementptr float, ptr %3, i64 96
  %347 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %346, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %348 = getelementptr float, ptr %1, i64 39
  %349 = load float, ptr %348, align 4
  %350 = insertelement <16 x float> poison, float %349, i32 0
  %351 = shufflevector <16 x float> %350, <16 x float> poison, <16 x i32> zeroinitializer
  %352 = fmul contract <16 x float> %347, %351
  %353 = fadd contract <16 x float> %345, %352
  %354 = getelementptr float, ptr %4, i64 32
  %355 = load <16 x float>, ptr %354, align 4
  %356 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %353, <16 x float> %355
  %357 = getelementptr float, ptr %4, i64 32
  store <16 x float> %356, ptr %357, align 4
  %358 = getelementptr float, ptr %4, i64 0
  %359 = load <16 x float>, ptr %358, align 4
  %360 = getelementptr float, ptr %3, i64 112
  %361 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %360, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %362 = getelementptr float, ptr %1, i64 4
  %363 = load float, ptr %362, align 4
  %364 = insertelement <16 x float> poison, float %363, i32 0
  %365 = shufflevector <16 x float> %364, <16 x float> poison, <16 x i32> zeroinitializer
  %366 = fmul contract <16 x float> %361, %365
  %367 = fadd contract <16 x float> %359, %366
  %368 = getelementptr float, ptr %4, i64 0
  %369 = load <16 x float>, ptr %368, align 4
  %370 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %367, <16 x float> %369
  %371 = getelementptr float, ptr %4, i64 0
  store <16 x float> %370, ptr %371, align 4
  %372 = getelementptr float, ptr %4, i64 16
  %373 = load <16 x float>, ptr %372, align 4
  %374 = getelementptr float, ptr %3, i64 112
  %375 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %374, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %376 = getelementptr float, ptr %1, i64 22
  %377 = load float, ptr %376, align 4
  %378 = insertelement <16 x float> poison, float %377, i32 0
  %379 = shufflevector <16 x float> %378, <16 x float> poison, <16 x i32> zeroinitializer
  %380 = fmul contract <16 x float> %375, %379
  %381 = fadd contract <16 x float> %373, %380
  %382 = getelementptr float, ptr %4, i64 16
  %383 = load <16 x float>, ptr %382, align 4
  %384 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %381, <16 x float> %383
  %385 = getelementptr float, ptr %4, i64 16
  store <16 x float> %384, ptr %385, align 4
  %386 = getelementptr float, ptr %4, i64 32
  %387 = load <16 x float>, ptr %386, align 4
  %388 = getelementptr float, ptr %3, i64 112
  %389 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %388, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %390 = getelementptr float, ptr %1, i64 40
  %391 = load float, ptr %390, align 4
  %392 = insertelement <16 x float> poison, float %391, i32 0
  %393 = shufflevector <16 x float> %392, <16 x float> poison, <16 x i32> zeroinitializer
  %394 = fmul contract <16 x float> %389, %393
  %395 = fadd contract <16 x float> %387, %394
  %396 = getelementptr float, ptr %4, i64 32
  %397 = load <16 x float>, ptr %396, align 4
  %398 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %395, <16 x float> %397
  %399 = getelementptr float, ptr %4, i64 32
  store <16 x float> %398, ptr %399, align 4
  %400 = getelementptr float, ptr %4, i64 0
  %401 = load <16 x float>, ptr %400, align 4
  %402 = getelementptr float, ptr %3, i64 128
  %403 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %402, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %404 = getelementptr float, ptr %1, i64 5
  %405 = load float, ptr %404, align 4
  %406 = insertelement <16 x float> poison, float %405, i32 0
  %407 = shufflevector <16 x float> %406, <16 x float> poison, <16 x i32> zeroinitializer
  %408 = fmul contract <16 x float> %403, %407
  %409 = fadd contract <16 x float> %401, %408
  %410 = getelementptr float, ptr %4, i64 0
  %411 = load <16 x float>, ptr %410, align 4
  %412 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %409, <16 x float> %411
  %413 = getelementptr float, ptr %4, i64 0
  store <16 x float> %412, ptr %413, align 4
  %414 = getelementptr float, ptr %4, i64 16
  %415 = load <16 x float>, ptr %414, align 4
  %416 = getelementptr float, ptr %3, i64 128
  %417 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %416, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %418 = getelementptr float, ptr %1, i64 23
  %419 = load float, ptr %418, align 4
  %420 = insertelement <16 x float> poison, float %419, i32 0
  %421 = shufflevector <16 x float> %420, <16 x float> poison, <16 x i32> zeroinitializer
  %422 = fmul contract <16 x float> %417, %421
  %423 = fadd contract <16 x float> %415, %422
  %424 = getelementptr float, ptr %4, i64 16
  %425 = load <16 x float>, ptr %424, align 4
  %426 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %423, <16 x float> %425
  %427 = getelementptr float, ptr %4, i64 16
  store <16 x float> %426, ptr %427, align 4
  %428 = getelementptr float, ptr %4, i64 32
  %429 = load <16 x float>, ptr %428, align 4
  %430 = getelementptr float, ptr %3, i64 128
  %431 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %430, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %432 = getelementptr float, ptr %1, i64 41
  %433 = load float, ptr %432, align 4
  %434 = insertelement <16 x float> poison, float %433, i32 0
  %435 = shufflevector <16 x float> %434, <16 x float> poison, <16 x i32> zeroinitializer
  %436 = fmul contract <16 x float> %431, %435
  %437 = fadd contract <16 x float> %429, %436
  %438 = getelementptr float, ptr %4, i64 32
  %439 = load <16 x float>, ptr %438, align 4
  %440 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %437, <16 x float> %439
  %441 = getelementptr float, ptr %4, i64 32
  store <16 x float> %440, ptr %441, align 4
  %442 = getelementptr float, ptr %4, i64 0
  %443 = load <16 x float>, ptr %442, align 4
  %444 = getelementptr float, ptr %3, i64 144
  %445 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %444, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %446 = getelementptr float, ptr %1, i64 12
  %447 = load float, ptr %446, align 4
  %448 = insertelement <16 x float> poison, float %447, i32 0
  %449 = shufflevector <16 x float> %448, <16 x float> poison, <16 x i32> zeroinitializer
  %450 = fmul contract <16 x float> %445, %449
  %451 = fadd contract <16 x float> %443, %450
  %452 = getelementptr float, ptr %4, i64 0
  %453 = load <16 x float>, ptr %452, align 4
  %454 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %451, <16 x float> %453
  %455 = getelementptr float, ptr %4, i64 0
  store <16 x float> %454, ptr %455, align 4
  %456 = getelementptr float, ptr %4, i64 16
  %457 = load <16 x float>, ptr %456, align 4
  %458 = getelementptr float, ptr %3, i64 144
  %459 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %458, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %460 = getelementptr float, ptr %1, i64 30
  %461 = load float, ptr %460, align 4
  %462 = insertelement <16 x float> poison, float %461, i32 0
  %463 = shufflevector <16 x float> %462, <16 x float> poison, <16 x i32> zeroinitializer
  %464 = fmul contract <16 x float> %459, %463
  %465 = fadd contract <16 x float> %457, %464
  %466 = getelementptr float, ptr %4, i64 16
  %467 = load <16 x float>, ptr %466, align 4
  %468 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %465, <16 x float> %467
  %469 = getelementptr float, ptr %4, i64 16
  store <16 x float> %468, ptr %469, align 4
  %470 = getelementptr float, ptr %4, i64 32
  %471 = load <16 x float>, ptr %470, align 4
  %472 = getelementptr float, ptr %3, i64 144
  %473 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %472, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %474 = getelementptr float, ptr %1, i64 48
  %475 = load float, ptr %474, align 4
  %476 = insertelement <16 x float> poison, float %475, i32 0
  %477 = shufflevector <16 x float> %476, <16 x float> poison, <16 x i32> zeroinitializer
  %478 = fmul contract <16 x float> %473, %477
  %479 = fadd contract <16 x float> %471, %478
  %480 = getelementptr float, ptr %4, i64 32
  %481 = load <16 x float>, ptr %480, align 4
  %482 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %479, <16 x float> %481
  %483 = getelementptr float, ptr %4, i64 32
  store <16 x float> %482, ptr %483, align 4
  %484 = getelementptr float, ptr %4, i64 0
  %485 = load <16 x float>, ptr %484, align 4
  %486 = getelementptr float, ptr %3, i64 160
  %487 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %486, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %488 = getelementptr float, ptr %1, i64 13
  %489 = load float, ptr %488, align 4
  %490 = insertelement <16 x float> poison, float %489, i32 0
  %491 = shufflevector <16 x float> %490, <16 x float> poison, <16 x i32> zeroinitializer
  %492 = fmul contract <16 x float> %487, %491
  %493 = fadd contract <16 x float> %485, %492
  %494 = getelementptr float, ptr %4, i64 0
  %495 = load <16 x float>, ptr %494, align 4
  %496 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %493, <16 x float> %495
  %497 = getelementptr float, ptr %4, i64 0
  store <16 x float> %496, ptr %497, align 4
  %498 = getelementptr float, ptr %4, i64 16
  %499 = load <16 x float>, ptr %498, align 4
  %500 = getelementptr float, ptr %3, i64 160
  %501 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %500, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %502 = getelementptr float, ptr %1, i64 31
  %503 = load float, ptr %502, align 4
  %504 = insertelement <16 x float> poison, float %503, i32 0
  %505 = shufflevector <16 x float> %504, <16 x float> poison, <16 x i32> zeroinitializer
  %506 = fmul contract <16 x float> %501, %505
  %507 = fadd contract <16 x float> %499, %506
  %508 = getelementptr float, ptr %4, i64 16
  %509 = load <16 x float>, ptr %508, align 4
  %510 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %507, <16 x float> %509
  %511 = getelementptr float, ptr %4, i64 16
  store <16 x float> %510, ptr %511, align 4
  %512 = getelementptr float, ptr %4, i64 32
  %513 = load <16 x float>, ptr %512, align 4
  %514 = getelementptr float, ptr %3, i64 160
  %515 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %514, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %516 = getelementptr float, ptr %1, i64 49
  %517 = load float, ptr %516, align 4
  %518 = insertelement <16 x float> poison, float %517, i32 0
  %519 = shufflevector <16 x float> %518, <16 x float> poison, <16 x i32> zeroinitializer
  %520 = fmul contract <16 x float> %515, %519
  %521 = fadd contract <16 x float> %513, %520
  %522 = getelementptr float, ptr %4, i64 32
  %523 = load <16 x float>, ptr %522, align 4
  %524 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %521, <16 x float> %523
  %525 = getelementptr float, ptr %4, i64 32
  store <16 x float> %524, ptr %525, align 4
  %526 = getelementptr float, ptr %4, i64 0
  %527 = load <16 x float>, ptr %526, align 4
  %528 = getelementptr float, ptr %3, i64 176
  %529 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %528, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %530 = getelementptr float, ptr %1, i64 14
  %531 = load float, ptr %530, align 4
  %532 = insertelement <16 x float> poison, float %531, i32 0
  %533 = shufflevector <16 x float> %532, <16 x float> poison, <16 x i32> zeroinitializer
  %534 = fmul contract <16 x float> %529, %533
  %535 = fadd contract <16 x float> %527, %534
  %536 = getelementptr float, ptr %4, i64 0
  %537 = load <16 x float>, ptr %536, align 4
  %538 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %535, <16 x float> %537
  %539 = getelementptr float, ptr %4, i64 0
  store <16 x float> %538, ptr %539, align 4
  %540 = getelementptr float, ptr %4, i64 16
  %541 = load <16 x float>, ptr %540, align 4
  %542 = getelementptr float, ptr %3, i64 176
  %543 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %542, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %544 = getelementptr float, ptr %1, i64 32
  %545 = load float, ptr %544, align 4
  %546 = insertelement <16 x float> poison, float %545, i32 0
  %547 = shufflevector <16 x float> %546, <16 x float> poison, <16 x i32> zeroinitializer
  %548 = fmul contract <16 x float> %543, %547
  %549 = fadd contract <16 x float> %541, %548
  %550 = getelementptr float, ptr %4, i64 16
  %551 = load <16 x float>, ptr %550, align 4
  %552 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %549, <16 x float> %551
  %553 = getelementptr float, ptr %4, i64 16
  store <16 x float> %552, ptr %553, align 4
  %554 = getelementptr float, ptr %4, i64 32
  %555 = load <16 x float>, ptr %554, align 4
  %556 = getelementptr float, ptr %3, i64 176
  %557 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %556, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %558 = getelementptr float, ptr %1, i64 50
  %559 = load float, ptr %558, align 4
  %560 = insertelement <16 x float> poison, float %559, i32 0
  %561 = shufflevector <16 x float> %560, <16 x float> poison, <16 x i32> zeroinitializer
  %562 = fmul contract <16 x float> %557, %561
  %563 = fadd contract <16 x float> %555, %562
  %564 = getelementptr float, ptr %4, i64 32
  %565 = load <16 x float>, ptr %564, align 4
  %566 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %563, <16 x float> %565
  %567 = getelementptr float, ptr %4, i64 32
  store <16 x float> %566, ptr %567, align 4
  %568 = mul i64 %y.01, -1
  %569 = add i64 %568, 6
  %570 = icmp slt i64 3, %569
  %571 = select i1 %570, i64 3, i64 %569
  %572 = icmp slt i64 2, %571
  br i1 %572, label %then11, label %else12

then11:                                           ; preds = %fi
  %573 = getelementptr float, ptr %4, i64 0
  %574 = load <16 x float>, ptr %573, align 4
  %575 = getelementptr float, ptr %3, i64 192
  %576 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %575, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %577 = getelementptr float, ptr %1, i64 6
  %578 = load float, ptr %577, align 4
  %579 = insertelement <16 x float> poison, float %578, i32 0
  %580 = shufflevector <16 x float> %579, <16 x float> poison, <16 x i32> zeroinitializer
  %581 = fmul contract <16 x float> %576, %580
  %582 = fadd contract <16 x float> %574, %581
  %583 = getelementptr float, ptr %4, i64 0
  %584 = load <16 x float>, ptr %583, align 4
  %585 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %582, <16 x float> %584
  %586 = getelementptr float, ptr %4, i64 0
  store <16 x float> %585, ptr %586, align 4
  %587 = getelementptr float, ptr %4, i64 16
  %588 = load <16 x float>, ptr %587, align 4
  %589 = getelementptr float, ptr %3, i64 192
  %590 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %589, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %591 = getelementptr float, ptr %1, i64 24
  %592 = load float, ptr %591, align 4
  %593 = insertelement <16 x float> poison, float %592, i32 0
  %594 = shufflevector <16 x float> %593, <16 x float> poison, <16 x i32> zeroinitializer
  %595 = fmul contract <16 x float> %590, %594
  %596 = fadd contract <16 x float> %588, %595
  %597 = getelementptr float, ptr %4, i64 16
  %598 = load <16 x float>, ptr %597, align 4
  %599 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %596, <16 x float> %598
  %600 = getelementptr float, ptr %4, i64 16
  store <16 x float> %599, ptr %600, align 4
  %601 = getelementptr float, ptr %4, i64 32
  %602 = load <16 x float>, ptr %601, align 4
  %603 = getelementptr float, ptr %3, i64 192
  %604 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %603, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %605 = getelementptr float, ptr %1, i64 42
  %606 = load float, ptr %605, align 4
  %607 = insertelement <16 x float> poison, float %606, i32 0
  %608 = shufflevector <16 x float> %607, <16 x float> poison, <16 x i32> zeroinitializer
  %609 = fmul contract <16 x float> %604, %608
  %610 = fadd contract <16 x float> %602, %609
  %611 = getelementptr float, ptr %4, i64 32
  %612 = load <16 x float>, ptr %611, align 4
  %613 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %610, <16 x float> %612
  %614 = getelementptr float, ptr %4, i64 32
  store <16 x float> %613, ptr %614, align 4
  %615 = getelementptr float, ptr %4, i64 0
  %616 = load <16 x float>, ptr %615, align 4
  %617 = getelementptr float, ptr %3, i64 208
  %618 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %617, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %619 = getelementptr float, ptr %1, i64 7
  %620 = load float, ptr %619, align 4
  %621 = insertelement <16 x float> poison, float %620, i32 0
  %622 = shufflevector <16 x float> %621, <16 x float> poison, <16 x i32> zeroinitializer
  %623 = fmul contract <16 x float> %618, %622
  %624 = fadd contract <16 x float> %616, %623
  %625 = getelementptr float, ptr %4, i64 0
  %626 = load <16 x float>, ptr %625, align 4
  %627 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %624, <16 x float> %626
  %628 = getelementptr float, ptr %4, i64 0
  store <16 x float> %627, ptr %628, align 4
  %629 = getelementptr float, ptr %4, i64 16
  %630 = load <16 x float>, ptr %629, align 4
  %631 = getelementptr float, ptr %3, i64 208
  %632 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %631, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %633 = getelementptr float, ptr %1, i64 25
  %634 = load float, ptr %633, align 4
  %635 = insertelement <16 x float> poison, float %634, i32 0
  %636 = shufflevector <16 x float> %635, <16 x float> poison, <16 x i32> zeroinitializer
  %637 = fmul contract <16 x float> %632, %636
  %638 = fadd contract <16 x float> %630, %637
  %639 = getelementptr float, ptr %4, i64 16
  %640 = load <16 x float>, ptr %639, align 4
  %641 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %638, <16 x float> %640
  %642 = getelementptr float, ptr %4, i64 16
  store <16 x float> %641, ptr %642, align 4
  %643 = getelementptr float, ptr %4, i64 32
  %644 = load <16 x float>, ptr %643, align 4
  %645 = getelementptr float, ptr %3, i64 208
  %646 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %645, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %647 = getelementptr float, ptr %1, i64 43
  %648 = load float, ptr %647, align 4
  %649 = insertelement <16 x float> poison, float %648, i32 0
  %650 = shufflevector <16 x float> %649, <16 x float> poison, <16 x i32> zeroinitializer
  %651 = fmul contract <16 x float> %646, %650
  %652 = fadd contract <16 x float> %644, %651
  %653 = getelementptr float, ptr %4, i64 32
  %654 = load <16 x float>, ptr %653, align 4
  %655 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %652, <16 x float> %654
  %656 = getelementptr float, ptr %4, i64 32
  store <16 x float> %655, ptr %656, align 4
  %657 = getelementptr float, ptr %4, i64 0
  %658 = load <16 x float>, ptr %657, align 4
  %659 = getelementptr float, ptr %3, i64 224
  %660 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %659, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %661 = getelementptr float, ptr %1, i64 8
  %662 = load float, ptr %661, align 4
  %663 = insertelement <16 x float> poison, float %662, i32 0
  %664 = shufflevector <16 x float> %663, <16 x float> poison, <16 x i32> zeroinitializer
  %665 = fmul contract <16 x float> %660, %664
  %666 = fadd contract <16 x float> %658, %665
  %667 = getelementptr float, ptr %4, i64 0
  %668 = load <16 x float>, ptr %667, align 4
  %669 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %666, <16 x float> %668
  %670 = getelementptr float, ptr %4, i64 0
  store <16 x float> %669, ptr %670, align 4
  %671 = getelementptr float, ptr %4, i64 16
  %672 = load <16 x float>, ptr %671, align 4
  %673 = getelementptr float, ptr %3, i64 224
  %674 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %673, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %675 = getelementptr float, ptr %1, i64 26
  %676 = load float, ptr %675, align 4
  %677 = insertelement <16 x float> poison, float %676, i32 0
  %678 = shufflevector <16 x float> %677, <16 x float> poison, <16 x i32> zeroinitializer
  %679 = fmul contract <16 x float> %674, %678
  %680 = fadd contract <16 x float> %672, %679
  %681 = getelementptr float, ptr %4, i64 16
  %682 = load <16 x float>, ptr %681, align 4
  %683 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %680, <16 x float> %682
  %684 = getelementptr float, ptr %4, i64 16
  store <16 x float> %683, ptr %684, align 4
  %685 = getelementptr float, ptr %4, i64 32
  %686 = load <16 x float>, ptr %685, align 4
  %687 = getelementptr float, ptr %3, i64 224
  %688 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %687, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %689 = getelementptr float, ptr %1, i64 44
  %690 = load float, ptr %689, align 4
  %691 = insertelement <16 x float> poison, float %690, i32 0
  %692 = shufflevector <16 x float> %691, <16 x float> poison, <16 x i32> zeroinitializer
  %693 = fmul contract <16 x float> %688, %692
  %694 = fadd contract <16 x float> %686, %693
  %695 = getelementptr float, ptr %4, i64 32
  %696 = load <16 x float>, ptr %695, align 4
  %697 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %694, <16 x float> %696
  %698 = getelementptr float, ptr %4, i64 32
  store <16 x float> %697, ptr %698, align 4
  %699 = getelementptr float, ptr %4, i64 0
  %700 = load <16 x float>, ptr %699, align 4
  %701 = getelementptr float, ptr %3, i64 240
  %702 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %701, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %703 = getelementptr float, ptr %1, i64 15
  %704 = load float, ptr %703, align 4
  %705 = insertelement <16 x float> poison, float %704, i32 0
  %706 = shufflevector <16 x float> %705, <16 x float> poison, <16 x i32> zeroinitializer
  %707 = fmul contract <16 x float> %702, %706
  %708 = fadd contract <16 x float> %700, %707
  %709 = getelementptr float, ptr %4, i64 0
  %710 = load <16 x float>, ptr %709, align 4
  %711 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %708, <16 x float> %710
  %712 = getelementptr float, ptr %4, i64 0
  store <16 x float> %711, ptr %712, align 4
  %713 = getelementptr float, ptr %4, i64 16
  %714 = load <16 x float>, ptr %713, align 4
  %715 = getelementptr float, ptr %3, i64 240
  %716 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %715, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %717 = getelementptr float, ptr %1, i64 33
  %718 = load float, ptr %717, align 4
  %719 = insertelement <16 x float> poison, float %718, i32 0
  %720 = shufflevector <16 x float> %719, <16 x float> poison, <16 x i32> zeroinitializer
  %721 = fmul contract <16 x float> %716, %720
  %722 = fadd contract <16 x float> %714, %721
  %723 = getelementptr float, ptr %4, i64 16
  %724 = load <16 x float>, ptr %723, align 4
  %725 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %722, <16 x float> %724
  %726 = getelementptr float, ptr %4, i64 16
  store <16 x float> %725, ptr %726, align 4
  %727 = getelementptr float, ptr %4, i64 32
  %728 = load <16 x float>, ptr %727, align 4
  %729 = getelementptr float, ptr %3, i64 240
  %730 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %729, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %731 = getelementptr float, ptr %1, i64 51
  %732 = load float, ptr %731, align 4
  %733 = insertelement <16 x float> poison, float %732, i32 0
  %734 = shufflevector <16 x float> %733, <16 x float> poison, <16 x i32> zeroinitializer
  %735 = fmul contract <16 x float> %730, %734
  %736 = fadd contract <16 x float> %728, %735
  %737 = getelementptr float, ptr %4, i64 32
  %738 = load <16 x float>, ptr %737, align 4
  %739 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %736, <16 x float> %738
  %740 = getelementptr float, ptr %4, i64 32
  store <16 x float> %739, ptr %740, align 4
  %741 = getelementptr float, ptr %4, i64 0
  %742 = load <16 x float>, ptr %741, align 4
  %743 = getelementptr float, ptr %3, i64 256
  %744 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %743, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %745 = getelementptr float, ptr %1, i64 16
  %746 = load float, ptr %745, align 4
  %747 = insertelement <16 x float> poison, float %746, i32 0
  %748 = shufflevector <16 x float> %747, <16 x float> poison, <16 x i32> zeroinitializer
  %749 = fmul contract <16 x float> %744, %748
  %750 = fadd contract <16 x float> %742, %749
  %751 = getelementptr float, ptr %4, i64 0
  %752 = load <16 x float>, ptr %751, align 4
  %753 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %750, <16 x float> %752
  %754 = getelementptr float, ptr %4, i64 0
  store <16 x float> %753, ptr %754, align 4
  %755 = getelementptr float, ptr %4, i64 16
  %756 = load <16 x float>, ptr %755, align 4
  %757 = getelementptr float, ptr %3, i64 256
  %758 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %757, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %759 = getelementptr float, ptr %1, i64 34
  %760 = load float, ptr %759, align 4
  %761 = insertelement <16 x float> poison, float %760, i32 0
  %762 = shufflevector <16 x float> %761, <16 x float> poison, <16 x i32> zeroinitializer
  %763 = fmul contract <16 x float> %758, %762
  %764 = fadd contract <16 x float> %756, %763
  %765 = getelementptr float, ptr %4, i64 16
  %766 = load <16 x float>, ptr %765, align 4
  %767 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %764, <16 x float> %766
  %768 = getelementptr float, ptr %4, i64 16
  store <16 x float> %767, ptr %768, align 4
  %769 = getelementptr float, ptr %4, i64 32
  %770 = load <16 x float>, ptr %769, align 4
  %771 = getelementptr float, ptr %3, i64 256
  %772 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %771, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %773 = getelementptr float, ptr %1, i64 52
  %774 = load float, ptr %773, align 4
  %775 = insertelement <16 x float> poison, float %774, i32 0
  %776 = shufflevector <16 x float> %775, <16 x float> poison, <16 x i32> zeroinitializer
  %777 = fmul contract <16 x float> %772, %776
  %778 = fadd contract <16 x float> %770, %777
  %779 = getelementptr float, ptr %4, i64 32
  %780 = load <16 x float>, ptr %779, align 4
  %781 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %778, <16 x float> %780
  %782 = getelementptr float, ptr %4, i64 32
  store <16 x float> %781, ptr %782, align 4
  %783 = getelementptr float, ptr %4, i64 0
  %784 = load <16 x float>, ptr %783, align 4
  %785 = getelementptr float, ptr %3, i64 272
  %786 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %785, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %787 = getelementptr float, ptr %1, i64 17
  %788 = load float, ptr %787, align 4
  %789 = insertelement <16 x float> poison, float %788, i32 0
  %790 = shufflevector <16 x float> %789, <16 x float> poison, <16 x i32> zeroinitializer
  %791 = fmul contract <16 x float> %786, %790
  %792 = fadd contract <16 x float> %784, %791
  %793 = getelementptr float, ptr %4, i64 0
  %794 = load <16 x float>, ptr %793, align 4
  %795 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %792, <16 x float> %794
  %796 = getelementptr float, ptr %4, i64 0
  store <16 x float> %795, ptr %796, align 4
  %797 = getelementptr float, ptr %4, i64 16
  %798 = load <16 x float>, ptr %797, align 4
  %799 = getelementptr float, ptr %3, i64 272
  %800 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %799, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %801 = getelementptr float, ptr %1, i64 35
  %802 = load float, ptr %801, align 4
  %803 = insertelement <16 x float> poison, float %802, i32 0
  %804 = shufflevector <16 x float> %803, <16 x float> poison, <16 x i32> zeroinitializer
  %805 = fmul contract <16 x float> %800, %804
  %806 = fadd contract <16 x float> %798, %805
  %807 = getelementptr float, ptr %4, i64 16
  %808 = load <16 x float>, ptr %807, align 4
  %809 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %806, <16 x float> %808
  %810 = getelementptr float, ptr %4, i64 16
  store <16 x float> %809, ptr %810, align 4
  %811 = getelementptr float, ptr %4, i64 32
  %812 = load <16 x float>, ptr %811, align 4
  %813 = getelementptr float, ptr %3, i64 272
  %814 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %813, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %815 = getelementptr float, ptr %1, i64 53
  %816 = load float, ptr %815, align 4
  %817 = insertelement <16 x float> poison, float %816, i32 0
  %818 = shufflevector <16 x float> %817, <16 x float> poison, <16 x i32> zeroinitializer
  %819 = fmul contract <16 x float> %814, %818
  %820 = fadd contract <16 x float> %812, %819
  %821 = getelementptr float, ptr %4, i64 32
  %822 = load <16 x float>, ptr %821, align 4
  %823 = select <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> %820, <16 x float> %822
  %824 = getelementptr float, ptr %4, i64 32
  store <16 x float> %823, ptr %824, align 4
  br label %fi13

else12:                                           ; preds = %fi
  br label %fi13

fi13:                                             ; preds = %else12, %then11
  %825 = getelementptr float, ptr %4, i64 0
  %826 = load <16 x float>, ptr %825, align 4
  %827 = mul i64 %y.01, 5
  %828 = getelementptr float, ptr %2, i64 %827
  call void @llvm.masked.store.v16f32.p0(<16 x float> %826, ptr %828, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %829 = getelementptr float, ptr %4, i64 16
  %830 = load <16 x float>, ptr %829, align 4
  %831 = mul i64 %y.01, 5
  %832 = add i64 %831, 25
  %833 = getelementptr float, ptr %2, i64 %832
  call void @llvm.masked.store.v16f32.p0(<16 x float> %830, ptr %833, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %834 = getelementptr float, ptr %4, i64 32
  %835 = load <16 x float>, ptr %834, align 4
  %836 = mul i64 %y.01, 5
  %837 = add i64 %836, 50
  %838 = getelementptr float, ptr %2, i64 %837
  call void @llvm.masked.store.v16f32.p0(<16 x float> %835, ptr %838, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %839 = add i64 %y.01, 1
  br label %y.0, !llvm.loop !0
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
