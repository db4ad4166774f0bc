
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
  %y.01 = phi i64 [ 0, %start ], [ %668, %fi13 ]
  %5 = icmp slt i64 %y.01, 5
  br i1 %5, label %body, label %exit

body:                                             ; preds = %y.0
  br label %pk0.0

exit:                                             ; preds = %y.0
  ret void

pk0.0:                                            ; preds = %exit6, %body
  %pk0.04 = phi i64 [ 0, %body ], [ %16, %exit6 ]
  %6 = icmp slt i64 %pk0.04, 3
  br i1 %6, label %body2, label %exit3

body2:                                            ; preds = %pk0.0
  br label %pk0.1

exit3:                                            ; preds = %pk0.0
  %7 = getelementptr float, ptr %4, i64 0
  store <16 x float> zeroinitializer, ptr %7, align 4
  %8 = getelementptr float, ptr %4, i64 16
  store <16 x float> zeroinitializer, ptr %8, align 4
  %9 = getelementptr float, ptr %4, i64 32
  store <16 x float> zeroinitializer, ptr %9, align 4
  %10 = mul i64 %y.01, -1
  %11 = add i64 %10, 1
  %12 = icmp sgt i64 0, %11
  %13 = select i1 %12, i64 0, i64 %11
  %14 = icmp sle i64 %13, 0
  br i1 %14, label %then, label %else

pk0.1:                                            ; preds = %exit9, %body2
  %pk0.17 = phi i64 [ 0, %body2 ], [ %37, %exit9 ]
  %15 = icmp slt i64 %pk0.17, 2
  br i1 %15, label %body5, label %exit6

body5:                                            ; preds = %pk0.1
  br label %pk0.2

exit6:                                            ; preds = %pk0.1
  %16 = add i64 %pk0.04, 1
  br label %pk0.0, !llvm.loop !0

pk0.2:                                            ; preds = %ld.join, %body5
  %pk0.210 = phi i64 [ 0, %body5 ], [ %54, %ld.join ]
  %17 = icmp slt i64 %pk0.210, 3
  br i1 %17, label %body8, label %exit9

body8:                                            ; preds = %pk0.2
  %18 = add i64 %y.01, %pk0.04
  %19 = sub i64 %18, 1
  %20 = icmp sle i64 0, %19
  %21 = add i64 %y.01, %pk0.04
  %22 = sub i64 %21, 1
  %23 = icmp slt i64 %22, 5
  %24 = and i1 %20, %23
  %25 = sub i64 %pk0.210, 1
  %26 = insertelement <16 x i64> poison, i64 %25, i32 0
  %27 = shufflevector <16 x i64> %26, <16 x i64> poison, <16 x i32> zeroinitializer
  %28 = add <16 x i64> %27, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %29 = icmp sle <16 x i64> zeroinitializer, %28
  %30 = sub i64 %pk0.210, 1
  %31 = insertelement <16 x i64> poison, i64 %30, i32 0
  %32 = shufflevector <16 x i64> %31, <16 x i64> poison, <16 x i32> zeroinitializer
  %33 = add <16 x i64> %32, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>
  %34 = icmp slt <16 x i64> %33, <i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5, i64 5>
  %35 = and <16 x i1> %29, %34
  %36 = and <16 x i1> %35, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>
  br i1 %24, label %ld.in, label %ld.join

exit9:                                            ; preds = %pk0.2
  %37 = add i64 %pk0.17, 1
  br label %pk0.1, !llvm.loop !0

ld.in:                                            ; preds = %body8
  %38 = mul i64 %pk0.17, 25
  %39 = mul i64 %y.01, 5
  %40 = add i64 %38, %39
  %41 = mul i64 %pk0.04, 5
  %42 = add i64 %40, %41
  %43 = add i64 %42, %pk0.210
  %44 = sub i64 %43, 6
  %45 = getelementptr float, ptr %0, i64 %44
  %46 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %45, i32 4, <16 x i1> %36, <16 x float> zeroinitializer)
  br label %ld.join

ld.join:                                          ; preds = %ld.in, %body8
  %47 = phi <16 x float> [ %46, %ld.in ], [ zeroinitializer, %body8 ]
  %48 = mul i64 %pk0.04, 96
  %49 = mul i64 %pk0.17, 48
  %50 = add i64 %48, %49
  %51 = mul i64 %pk0.210, 16
  %52 = add i64 %50, %51
  %53 = getelementptr float, ptr %3, i64 %52
  call void @llvm.masked.store.v16f32.p0(<16 x float> %47, ptr %53, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %54 = add i64 %pk0.210, 1
  br label %pk0.2, !llvm.loop !0

then:                                             ; preds = %exit3
  %55 = getelementptr float, ptr %4, i64 0
  %56 = load <16 x float>, ptr %55, align 4
  %57 = getelementptr float, ptr %3, i64 0
  %58 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %57, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %59 = getelementptr float, ptr %1, i64 0
  %60 = load float, ptr %59, align 4
  %61 = insertelement <16 x float> poison, float %60, i32 0
  %62 = shufflevector <16 x float> %61, <16 x float> poison, <16 x i32> zeroinitializer
  %63 = fmul contract <16 x float> %58, %62
  %64 = fadd contract <16 x float> %56, %63
  %65 = getelementptr float, ptr %4, i64 0
  store <16 x float> %64, ptr %65, align 4
  %66 = getelementptr float, ptr %4, i64 16
  %67 = load <16 x float>, ptr %66, align 4
  %68 = getelementptr float, ptr %3, i64 0
  %69 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %68, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %70 = getelementptr float, ptr %1, i64 18
  %71 = load float, ptr %70, align 4
  %72 = insertelement <16 x float> poison, float %71, i32 0
  %73 = shufflevector <16 x float> %72, <16 x float> poison, <16 x i32> zeroinitializer
  %74 = fmul contract <16 x float> %69, %73
  %75 = fadd contract <16 x float> %67, %74
  %76 = getelementptr float, ptr %4, i64 16
  store <16 x float> %75, ptr %76, align 4
  %77 = getelementptr float, ptr %4, i64 32
  %78 = load <16 x float>, ptr %77, align 4
  %79 = getelementptr float, ptr %3, i64 0
  %80 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %79, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %81 = getelementptr float, ptr %1, i64 36
  %82 = load float, ptr %81, align 4
  %83 = insertelement <16 x float> poison, float %82, i32 0
  %84 = shufflevector <16 x float> %83, <16 x float> poison, <16 x i32> zeroinitializer
  %85 = fmul contract <16 x float> %80, %84
  %86 = fadd contract <16 x float> %78, %85
  %87 = getelementptr float, ptr %4, i64 32
  store <16 x float> %86, ptr %87, align 4
  %88 = getelementptr float, ptr %4, i64 0
  %89 = load <16 x float>, ptr %88, align 4
  %90 = getelementptr float, ptr %3, i64 16
  %91 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %90, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %92 = getelementptr float, ptr %1, i64 1
  %93 = load float, ptr %92, align 4
  %94 = insertelement <16 x float> poison, float %93, i32 0
  %95 = shufflevector <16 x float> %94, <16 x float> poison, <16 x i32> zeroinitializer
  %96 = fmul contract <16 x float> %91, %95
  %97 = fadd contract <16 x float> %89, %96
  %98 = getelementptr float, ptr %4, i64 0
  store <16 x float> %97, ptr %98, align 4
  %99 = getelementptr float, ptr %4, i64 16
  %100 = load <16 x float>, ptr %99, align 4
  %101 = getelementptr float, ptr %3, i64 16
  %102 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %101, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %103 = getelementptr float, ptr %1, i64 19
  %104 = load float, ptr %103, align 4
  %105 = insertelement <16 x float> poison, float %104, i32 0
  %106 = shufflevector <16 x float> %105, <16 x float> poison, <16 x i32> zeroinitializer
  %107 = fmul contract <16 x float> %102, %106
  %108 = fadd contract <16 x float> %100, %107
  %109 = getelementptr float, ptr %4, i64 16
  store <16 x float> %108, ptr %109, align 4
  %110 = getelementptr float, ptr %4, i64 32
  %111 = load <16 x float>, ptr %110, align 4
  %112 = getelementptr float, ptr %3, i64 16
  %113 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %112, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %114 = getelementptr float, ptr %1, i64 37
  %115 = load float, ptr %114, align 4
  %116 = insertelement <16 x float> poison, float %115, i32 0
  %117 = shufflevector <16 x float> %116, <16 x float> poison, <16 x i32> zeroinitializer
  %118 = fmul contract <16 x float> %113, %117
  %119 = fadd contract <16 x float> %111, %118
  %120 = getelementptr float, ptr %4, i64 32
  store <16 x float> %119, ptr %120, align 4
  %121 = getelementptr float, ptr %4, i64 0
  %122 = load <16 x float>, ptr %121, align 4
  %123 = getelementptr float, ptr %3, i64 32
  %124 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %123, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %125 = getelementptr float, ptr %1, i64 2
  %126 = load float, ptr %125, align 4
  %127 = insertelement <16 x float> poison, float %126, i32 0
  %128 = shufflevector <16 x float> %127, <16 x float> poison, <16 x i32> zeroinitializer
  %129 = fmul contract <16 x float> %124, %128
  %130 = fadd contract <16 x float> %122, %129
  %131 = getelementptr float, ptr %4, i64 0
  store <16 x float> %130, ptr %131, align 4
  %132 = getelementptr float, ptr %4, i64 16
  %133 = load <16 x float>, ptr %132, align 4
  %134 = getelementptr float, ptr %3, i64 32
  %135 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %134, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %136 = getelementptr float, ptr %1, i64 20
  %137 = load float, ptr %136, align 4
  %138 = insertelement <16 x float> poison, float %137, i32 0
  %139 = shufflevector <16 x float> %138, <16 x float> poison, <16 x i32> zeroinitializer
  %140 = fmul contract <16 x float> %135, %139
  %141 = fadd contract <16 x float> %133, %140
  %142 = getelementptr float, ptr %4, i64 16
  store <16 x float> %141, ptr %142, align 4
  %143 = getelementptr float, ptr %4, i64 32
  %144 = load <16 x float>, ptr %143, align 4
  %145 = getelementptr float, ptr %3, i64 32
  %146 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %145, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %147 = getelementptr float, ptr %1, i64 38
  %148 = load float, ptr %147, align 4
  %149 = insertelement <16 x float> poison, float %148, i32 0
  %150 = shufflevector <16 x float> %149, <16 x float> poison, <16 x i32> zeroinitializer
  %151 = fmul contract <16 x float> %146, %150
  %152 = fadd contract <16 x float> %144, %151
  %153 = getelementptr float, ptr %4, i64 32
  store <16 x float> %152, ptr %153, align 4
  %154 = getelementptr float, ptr %4, i64 0
  %155 = load <16 x float>, ptr %154, align 4
  %156 = getelementptr float, ptr %3, i64 48
  %157 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %156, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %158 = getelementptr float, ptr %1, i64 9
  %159 = load float, ptr %158, align 4
  %160 = insertelement <16 x float> poison, float %159, i32 0
  %161 = shufflevector <16 x float> %160, <16 x float> poison, <16 x i32> zeroinitializer
  %162 = fmul contract <16 x float> %157, %161
  %163 = fadd contract <16 x float> %155, %162
  %164 = getelementptr float, ptr %4, i64 0
  store <16 x float> %163, ptr %164, align 4
  %165 = getelementptr float, ptr %4, i64 16
  %166 = load <16 x float>, ptr %165, align 4
  %167 = getelementptr float, ptr %3, i64 48
  %168 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %167, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %169 = getelementptr float, ptr %1, i64 27
  %170 = load float, ptr %169, align 4
  %171 = insertelement <16 x float> poison, float %170, i32 0
  %172 = shufflevector <16 x float> %171, <16 x float> poison, <16 x i32> zeroinitializer
  %173 = fmul contract <16 x float> %168, %172
  %174 = fadd contract <16 x float> %166, %173
  %175 = getelementptr float, ptr %4, i64 16
  store <16 x float> %174, ptr %175, align 4
  %176 = getelementptr float, ptr %4, i64 32
  %177 = load <16 x float>, ptr %176, align 4
  %178 = getelementptr float, ptr %3, i64 48
  %179 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %178, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %180 = getelementptr float, ptr %1, i64 45
  %181 = load float, ptr %180, align 4
  %182 = insertelement <16 x float> poison, float %181, i32 0
  %183 = shufflevector <16 x float> %182, <16 x float> poison, <16 x i32> zeroinitializer
  %184 = fmul contract <16 x float> %179, %183
  %185 = fadd contract <16 x float> %177, %184
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
  store <16 x float> %196, ptr %197, align 4
  %198 = getelementptr float, ptr %4, i64 16
  %199 = load <16 x float>, ptr %198, align 4
  %200 = getelementptr float, ptr %3, i64 64
  %201 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %200, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %202 = getelementptr float, ptr %1, i64 28
  %203 = load float, ptr %202, align 4
  %204 = insertelement <16 x float> poison, float %203, i32 0
  %205 = shufflevector <16 x float> %204, <16 x float> poison, <16 x i32> zeroinitializer
  %206 = fmul contract <16 x float> %201, %205
  %207 = fadd contract <16 x float> %199, %206
  %208 = getelementptr float, ptr %4, i64 16
  store <16 x float> %207, ptr %208, align 4
  %209 = getelementptr float, ptr %4, i64 32
  %210 = load <16 x float>, ptr %209, align 4
  %211 = getelementptr float, ptr %3, i64 64
  %212 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %211, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %213 = getelementptr float, ptr %1, i64 46
  %214 = load float, ptr %213, align 4
  %215 = insertelement <16 x float> poison, float %214, i32 0
  %216 = shufflevector <16 x float> %215, <16 x float> poison, <16 x i32> zeroinitializer
  %217 = fmul contract <16 x float> %212, %216
  %218 = fadd contract <16 x float> %210, %217
  %219 = getelementptr float, ptr %4, i64 32
  store <16 x float> %218, ptr %219, align 4
  %220 = getelementptr float, ptr %4, i64 0
  %221 = load <16 x float>, ptr %220, align 4
  %222 = getelementptr float, ptr %3, i64 80
  %223 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %222, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %224 = getelementptr float, ptr %1, i64 11
  %225 = load float, ptr %224, align 4
  %226 = insertelement <16 x float> poison, float %225, i32 0
  %227 = shufflevector <16 x float> %226, <16 x float> poison, <16 x i32> zeroinitializer
  %228 = fmul contract <16 x float> %223, %227
  %229 = fadd contract <16 x float> %221, %228
  %230 = getelementptr float, ptr %4, i64 0
  store <16 x float> %229, ptr %230, align 4
  %231 = getelementptr float, ptr %4, i64 16
  %232 = load <16 x float>, ptr %231, align 4
  %233 = getelementptr float, ptr %3, i64 80
  %234 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %233, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %235 = getelementptr float, ptr %1, i64 29
  %236 = load float, ptr %235, align 4
  %237 = insertelement <16 x float> poison, float %236, i32 0
  %238 = shufflevector <16 x float> %237, <16 x float> poison, <16 x i32> zeroinitializer
  %239 = fmul contract <16 x float> %234, %238
  %240 = fadd contract <16 x float> %232, %239
  %241 = getelementptr float, ptr %4, i64 16
  store <16 x float> %240, ptr %241, align 4
  %242 = getelementptr float, ptr %4, i64 32
  %243 = load <16 x float>, ptr %242, align 4
  %244 = getelementptr float, ptr %3, i64 80
  %245 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %244, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %246 = getelementptr float, ptr %1, i64 47
  %247 = load float, ptr %246, align 4
  %248 = insertelement <16 x float> poison, float %247, i32 0
  %249 = shufflevector <16 x float> %248, <16 x float> poison, <16 x i32> zeroinitializer
  %250 = fmul contract <16 x float> %245, %249
  %251 = fadd contract <16 x float> %243, %250
  %252 = getelementptr float, ptr %4, i64 32
  store <16 x float> %251, ptr %252, align 4
  br label %fi

else:                                             ; preds = %exit3
  br label %fi

fi:                                               ; preds = %else, %then
  %253 = getelementptr float, ptr %4, i64 0
  %254 = load <16 x float>, ptr %253, align 4
  %255 = getelementptr float, ptr %3, i64 96
  %256 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %255, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %257 = getelementptr float, ptr %1, i64 3
  %258 = load float, ptr %257, align 4
  %259 = insertelement <16 x float> poison, float %258, i32 0
  %260 = shufflevector <16 x float> %259, <16 x float> poison, <16 x i32> zeroinitializer
  %261 = fmul contract <16 x float> %256, %260
  %262 = fadd contract <16 x float> %254, %261
  %263 = getelementptr float, ptr %4, i64 0
  store <16 x float> %262, ptr %263, align 4
  %264 = getelementptr float, ptr %4, i64 16
  %265 = load <16 x float>, ptr %264, align 4
  %266 = getelementptr float, ptr %3, i64 96
  %267 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %266, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %268 = getelementptr float, ptr %1, i64 21
  %269 = load float, ptr %268, align 4
  %270 = insertelement <16 x float> poison, float %269, i32 0
  %271 = shufflevector <16 x float> %270, <16 x float> poison, <16 x i32> zeroinitializer
  %272 = fmul contract <16 x float> %267, %271
  %273 = fadd contract <16 x float> %265, %272
  %274 = getelementptr float, ptr %4, i64 16
  store <16 x float> %273, ptr %274, align 4
  %275 = getelementptr float, ptr %4, i64 32
  %276 = load <16 x float>, ptr %275, align 4
  %277 = getelementptr float, ptr %3, i64 96
  %278 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %277, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %279 = getelementptr float, ptr %1, i64 39
  %280 = load float, ptr %279, align 4
  %281 = insertelement <16 x float> poison, float %280, i32 0
  %282 = shufflevector <16 x float> %281, <16 x float> poison, <16 x i32> zeroinitializer
  %283 = fmul contract <16 x float> %278, %282
  %284 = fadd contract <16 x float> %276, %283
  %285 = getelementptr float, ptr %4, i64 32
  store <16 x float> %284, ptr %285, align 4
  %286 = getelementptr float, ptr %4, i64 0
  %287 = load <16 x float>, ptr %286, align 4
  %288 = getelementptr float, ptr %3, i64 112
  %289 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %288, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %290 = getelementptr float, ptr %1, i64 4
  %291 = load float, ptr %290, align 4
  %292 = insertelement <16 x float> poison, float %291, i32 0
  %293 = shufflevector <16 x float> %292, <16 x float> poison, <16 x i32> zeroinitializer
  %294 = fmul contract <16 x float> %289, %293
  %295 = fadd contract <16 x float> %287, %294
  %296 = getelementptr float, ptr %4, i64 0
  store <16 x float> %295, ptr %296, align 4
  %297 = getelementptr float, ptr %4, i64 16
  %298 = load <16 x float>, ptr %297, align 4
  %299 = getelementptr float, ptr %3, i64 112
  %300 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %299, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %301 = getelementptr float, ptr %1, i64 22
  %302 = load float, ptr %301, align 4
  %303 = insertelement <16 x float> poison, float %302, i32 0
  %304 = shufflevector <16 x float> %303, <16 x float> poison, <16 x i32> zeroinitializer
  %305 = fmul contract <16 x float> %300, %304
  %306 = fadd contract <16 x float> %298, %305
  %307 = getelementptr float, ptr %4, i64 16
  store <16 x float> %306, ptr %307, align 4
  %308 = getelementptr float, ptr %4, i64 32
  %309 = load <16 x float>, ptr %308, align 4
  %310 = getelementptr float, ptr %3, i64 112
  %311 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %310, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %312 = getelementptr float, ptr %1, i64 40
  %313 = load float, ptr %312, align 4
  %314 = insertelement <16 x float> poison, float %313, i32 0
  %315 = shufflevector <16 x float> %314, <16 x float> poison, <16 x i32> zeroinitializer
  %316 = fmul contract <16 x float> %311, %315
  %317 = fadd contract <16 x float> %309, %316
  %318 = getelementptr float, ptr %4, i64 32
  store <16 x float> %317, ptr %318, align 4
  %319 = getelementptr float, ptr %4, i64 0
  %320 = load <16 x float>, ptr %319, align 4
  %321 = getelementptr float, ptr %3, i64 128
  %322 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %321, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %323 = getelementptr float, ptr %1, i64 5
  %324 = load float, ptr %323, align 4
  %325 = insertelement <16 x float> poison, float %324, i32 0
  %326 = shufflevector <16 x float> %325, <16 x float> poison, <16 x i32> zeroinitializer
  %327 = fmul contract <16 x float> %322, %326
  %328 = fadd contract <16 x float> %320, %327
  %329 = getelementptr float, ptr %4, i64 0
  store <16 x float> %328, ptr %329, align 4
  %330 = getelementptr float, ptr %4, i64 16
  %331 = load <16 x float>, ptr %330, align 4
  %332 = getelementptr float, ptr %3, i64 128
  %333 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %332, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %334 = getelementptr float, ptr %1, i64 23
  %335 = load float, ptr %334, align 4
  %336 = insertelement <16 x float> poison, float %335, i32 0
  %337 = shufflevector <16 x float> %336, <16 x float> poison, <16 x i32> zeroinitializer
  %338 = fmul contract <16 x float> %333, %337
  %339 = fadd contract <16 x float> %331, %338
  %340 = getelementptr float, ptr %4, i64 16
  store <16 x float> %339, ptr %340, align 4
  %341 = getelementptr float, ptr %4, i64 32
  %342 = load <16 x float>, ptr %341, align 4
  %343 = getelementptr float, ptr %3, i64 128
  %344 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %343, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %345 = getelementptr float, ptr %1, i64 41
  %346 = load float, ptr %345, align 4
  %347 = insertelement <16 x float> poison, float %346, i32 0
  %348 = shufflevector <16 x float> %347, <16 x float> poison, <16 x i32> zeroinitializer
  %349 = fmul contract <16 x float> %344, %348
  %350 = fadd contract <16 x float> %342, %349
  %351 = getelementptr float, ptr %4, i64 32
  store <16 x float> %350, ptr %351, align 4
  %352 = getelementptr float, ptr %4, i64 0
  %353 = load <16 x float>, ptr %352, align 4
  %354 = getelementptr float, ptr %3, i64 144
  %355 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %354, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %356 = getelementptr float, ptr %1, i64 12
  %357 = load float, ptr %356, align 4
  %358 = insertelement <16 x float> poison, float %357, i32 0
  %359 = shufflevector <16 x float> %358, <16 x float> poison, <16 x i32> zeroinitializer
  %360 = fmul contract <16 x float> %355, %359
  %361 = fadd contract <16 x float> %353, %360
  %362 = getelementptr float, ptr %4, i64 0
  store <16 x float> %361, ptr %362, align 4
  %363 = getelementptr float, ptr %4, i64 16
  %364 = load <16 x float>, ptr %363, align 4
  %365 = getelementptr float, ptr %3, i64 144
  %366 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %365, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %367 = getelementptr float, ptr %1, i64 30
  %368 = load float, ptr %367, align 4
  %369 = insertelement <16 x float> poison, float %368, i32 0
  %370 = shufflevector <16 x float> %369, <16 x float> poison, <16 x i32> zeroinitializer
  %371 = fmul contract <16 x float> %366, %370
  %372 = fadd contract <16 x float> %364, %371
  %373 = getelementptr float, ptr %4, i64 16
  store <16 x float> %372, ptr %373, align 4
  %374 = getelementptr float, ptr %4, i64 32
  %375 = load <16 x float>, ptr %374, align 4
  %376 = getelementptr float, ptr %3, i64 144
  %377 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %376, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %378 = getelementptr float, ptr %1, i64 48
  %379 = load float, ptr %378, align 4
  %380 = insertelement <16 x float> poison, float %379, i32 0
  %381 = shufflevector <16 x float> %380, <16 x float> poison, <16 x i32> zeroinitializer
  %382 = fmul contract <16 x float> %377, %381
  %383 = fadd contract <16 x float> %375, %382
  %384 = getelementptr float, ptr %4, i64 32
  store <16 x float> %383, ptr %384, align 4
  %385 = getelementptr float, ptr %4, i64 0
  %386 = load <16 x float>, ptr %385, align 4
  %387 = getelementptr float, ptr %3, i64 160
  %388 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %387, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %389 = getelementptr float, ptr %1, i64 13
  %390 = load float, ptr %389, align 4
  %391 = insertelement <16 x float> poison, float %390, i32 0
  %392 = shufflevector <16 x float> %391, <16 x float> poison, <16 x i32> zeroinitializer
  %393 = fmul contract <16 x float> %388, %392
  %394 = fadd contract <16 x float> %386, %393
  %395 = getelementptr float, ptr %4, i64 0
  store <16 x float> %394, ptr %395, align 4
  %396 = getelementptr float, ptr %4, i64 16
  %397 = load <16 x float>, ptr %396, align 4
  %398 = getelementptr float, ptr %3, i64 160
  %399 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %398, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %400 = getelementptr float, ptr %1, i64 31
  %401 = load float, ptr %400, align 4
  %402 = insertelement <16 x float> poison, float %401, i32 0
  %403 = shufflevector <16 x float> %402, <16 x float> poison, <16 x i32> zeroinitializer
  %404 = fmul contract <16 x float> %399, %403
  %405 = fadd contract <16 x float> %397, %404
  %406 = getelementptr float, ptr %4, i64 16
  store <16 x float> %405, ptr %406, align 4
  %407 = getelementptr float, ptr %4, i64 32
  %408 = load <16 x float>, ptr %407, align 4
  %409 = getelementptr float, ptr %3, i64 160
  %410 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %409, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %411 = getelementptr float, ptr %1, i64 49
  %412 = load float, ptr %411, align 4
  %413 = insertelement <16 x float> poison, float %412, i32 0
  %414 = shufflevector <16 x float> %413, <16 x float> poison, <16 x i32> zeroinitializer
  %415 = fmul contract <16 x float> %410, %414
  %416 = fadd contract <16 x float> %408, %415
  %417 = getelementptr float, ptr %4, i64 32
  store <16 x float> %416, ptr %417, align 4
  %418 = getelementptr float, ptr %4, i64 0
  %419 = load <16 x float>, ptr %418, align 4
  %420 = getelementptr float, ptr %3, i64 176
  %421 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %420, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %422 = getelementptr float, ptr %1, i64 14
  %423 = load float, ptr %422, align 4
  %424 = insertelement <16 x float> poison, float %423, i32 0
  %425 = shufflevector <16 x float> %424, <16 x float> poison, <16 x i32> zeroinitializer
  %426 = fmul contract <16 x float> %421, %425
  %427 = fadd contract <16 x float> %419, %426
  %428 = getelementptr float, ptr %4, i64 0
  store <16 x float> %427, ptr %428, align 4
  %429 = getelementptr float, ptr %4, i64 16
  %430 = load <16 x float>, ptr %429, align 4
  %431 = getelementptr float, ptr %3, i64 176
  %432 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %431, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %433 = getelementptr float, ptr %1, i64 32
  %434 = load float, ptr %433, align 4
  %435 = insertelement <16 x float> poison, float %434, i32 0
  %436 = shufflevector <16 x float> %435, <16 x float> poison, <16 x i32> zeroinitializer
  %437 = fmul contract <16 x float> %432, %436
  %438 = fadd contract <16 x float> %430, %437
  %439 = getelementptr float, ptr %4, i64 16
  store <16 x float> %438, ptr %439, align 4
  %440 = getelementptr float, ptr %4, i64 32
  %441 = load <16 x float>, ptr %440, align 4
  %442 = getelementptr float, ptr %3, i64 176
  %443 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %442, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %444 = getelementptr float, ptr %1, i64 50
  %445 = load float, ptr %444, align 4
  %446 = insertelement <16 x float> poison, float %445, i32 0
  %447 = shufflevector <16 x float> %446, <16 x float> poison, <16 x i32> zeroinitializer
  %448 = fmul contract <16 x float> %443, %447
  %449 = fadd contract <16 x float> %441, %448
  %450 = getelementptr float, ptr %4, i64 32
  store <16 x float> %449, ptr %450, align 4
  %451 = mul i64 %y.01, -1
  %452 = add i64 %451, 6
  %453 = icmp slt i64 3, %452
  %454 = select i1 %453, i64 3, i64 %452
  %455 = icmp slt i64 2, %454
  br i1 %455, label %then11, label %else12

then11:                                           ; preds = %fi
  %456 = getelementptr float, ptr %4, i64 0
  %457 = load <16 x float>, ptr %456, align 4
  %458 = getelementptr float, ptr %3, i64 192
  %459 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %458, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %460 = getelementptr float, ptr %1, i64 6
  %461 = load float, ptr %460, align 4
  %462 = insertelement <16 x float> poison, float %461, i32 0
  %463 = shufflevector <16 x float> %462, <16 x float> poison, <16 x i32> zeroinitializer
  %464 = fmul contract <16 x float> %459, %463
  %465 = fadd contract <16 x float> %457, %464
  %466 = getelementptr float, ptr %4, i64 0
  store <16 x float> %465, ptr %466, align 4
  %467 = getelementptr float, ptr %4, i64 16
  %468 = load <16 x float>, ptr %467, align 4
  %469 = getelementptr float, ptr %3, i64 192
  %470 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %469, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %471 = getelementptr float, ptr %1, i64 24
  %472 = load float, ptr %471, align 4
  %473 = insertelement <16 x float> poison, float %472, i32 0
  %474 = shufflevector <16 x float> %473, <16 x float> poison, <16 x i32> zeroinitializer
  %475 = fmul contract <16 x float> %470, %474
  %476 = fadd contract <16 x float> %468, %475
  %477 = getelementptr float, ptr %4, i64 16
  store <16 x float> %476, ptr %477, align 4
  %478 = getelementptr float, ptr %4, i64 32
  %479 = load <16 x float>, ptr %478, align 4
  %480 = getelementptr float, ptr %3, i64 192
  %481 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %480, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %482 = getelementptr float, ptr %1, i64 42
  %483 = load float, ptr %482, align 4
  %484 = insertelement <16 x float> poison, float %483, i32 0
  %485 = shufflevector <16 x float> %484, <16 x float> poison, <16 x i32> zeroinitializer
  %486 = fmul contract <16 x float> %481, %485
  %487 = fadd contract <16 x float> %479, %486
  %488 = getelementptr float, ptr %4, i64 32
  store <16 x float> %487, ptr %488, align 4
  %489 = getelementptr float, ptr %4, i64 0
  %490 = load <16 x float>, ptr %489, align 4
  %491 = getelementptr float, ptr %3, i64 208
  %492 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %491, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %493 = getelementptr float, ptr %1, i64 7
  %494 = load float, ptr %493, align 4
  %495 = insertelement <16 x float> poison, float %494, i32 0
  %496 = shufflevector <16 x float> %495, <16 x float> poison, <16 x i32> zeroinitializer
  %497 = fmul contract <16 x float> %492, %496
  %498 = fadd contract <16 x float> %490, %497
  %499 = getelementptr float, ptr %4, i64 0
  store <16 x float> %498, ptr %499, align 4
  %500 = getelementptr float, ptr %4, i64 16
  %501 = load <16 x float>, ptr %500, align 4
  %502 = getelementptr float, ptr %3, i64 208
  %503 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %502, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %504 = getelementptr float, ptr %1, i64 25
  %505 = load float, ptr %504, align 4
  %506 = insertelement <16 x float> poison, float %505, i32 0
  %507 = shufflevector <16 x float> %506, <16 x float> poison, <16 x i32> zeroinitializer
  %508 = fmul contract <16 x float> %503, %507
  %509 = fadd contract <16 x float> %501, %508
  %510 = getelementptr float, ptr %4, i64 16
  store <16 x float> %509, ptr %510, align 4
  %511 = getelementptr float, ptr %4, i64 32
  %512 = load <16 x float>, ptr %511, align 4
  %513 = getelementptr float, ptr %3, i64 208
  %514 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %513, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %515 = getelementptr float, ptr %1, i64 43
  %516 = load float, ptr %515, align 4
  %517 = insertelement <16 x float> poison, float %516, i32 0
  %518 = shufflevector <16 x float> %517, <16 x float> poison, <16 x i32> zeroinitializer
  %519 = fmul contract <16 x float> %514, %518
  %520 = fadd contract <16 x float> %512, %519
  %521 = getelementptr float, ptr %4, i64 32
  store <16 x float> %520, ptr %521, align 4
  %522 = getelementptr float, ptr %4, i64 0
  %523 = load <16 x float>, ptr %522, align 4
  %524 = getelementptr float, ptr %3, i64 224
  %525 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %524, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %526 = getelementptr float, ptr %1, i64 8
  %527 = load float, ptr %526, align 4
  %528 = insertelement <16 x float> poison, float %527, i32 0
  %529 = shufflevector <16 x float> %528, <16 x float> poison, <16 x i32> zeroinitializer
  %530 = fmul contract <16 x float> %525, %529
  %531 = fadd contract <16 x float> %523, %530
  %532 = getelementptr float, ptr %4, i64 0
  store <16 x float> %531, ptr %532, align 4
  %533 = getelementptr float, ptr %4, i64 16
  %534 = load <16 x float>, ptr %533, align 4
  %535 = getelementptr float, ptr %3, i64 224
  %536 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %535, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %537 = getelementptr float, ptr %1, i64 26
  %538 = load float, ptr %537, align 4
  %539 = insertelement <16 x float> poison, float %538, i32 0
  %540 = shufflevector <16 x float> %539, <16 x float> poison, <16 x i32> zeroinitializer
  %541 = fmul contract <16 x float> %536, %540
  %542 = fadd contract <16 x float> %534, %541
  %543 = getelementptr float, ptr %4, i64 16
  store <16 x float> %542, ptr %543, align 4
  %544 = getelementptr float, ptr %4, i64 32
  %545 = load <16 x float>, ptr %544, align 4
  %546 = getelementptr float, ptr %3, i64 224
  %547 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %546, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %548 = getelementptr float, ptr %1, i64 44
  %549 = load float, ptr %548, align 4
  %550 = insertelement <16 x float> poison, float %549, i32 0
  %551 = shufflevector <16 x float> %550, <16 x float> poison, <16 x i32> zeroinitializer
  %552 = fmul contract <16 x float> %547, %551
  %553 = fadd contract <16 x float> %545, %552
  %554 = getelementptr float, ptr %4, i64 32
  store <16 x float> %553, ptr %554, align 4
  %555 = getelementptr float, ptr %4, i64 0
  %556 = load <16 x float>, ptr %555, align 4
  %557 = getelementptr float, ptr %3, i64 240
  %558 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %557, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %559 = getelementptr float, ptr %1, i64 15
  %560 = load float, ptr %559, align 4
  %561 = insertelement <16 x float> poison, float %560, i32 0
  %562 = shufflevector <16 x float> %561, <16 x float> poison, <16 x i32> zeroinitializer
  %563 = fmul contract <16 x float> %558, %562
  %564 = fadd contract <16 x float> %556, %563
  %565 = getelementptr float, ptr %4, i64 0
  store <16 x float> %564, ptr %565, align 4
  %566 = getelementptr float, ptr %4, i64 16
  %567 = load <16 x float>, ptr %566, align 4
  %568 = getelementptr float, ptr %3, i64 240
  %569 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %568, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %570 = getelementptr float, ptr %1, i64 33
  %571 = load float, ptr %570, align 4
  %572 = insertelement <16 x float> poison, float %571, i32 0
  %573 = shufflevector <16 x float> %572, <16 x float> poison, <16 x i32> zeroinitializer
  %574 = fmul contract <16 x float> %569, %573
  %575 = fadd contract <16 x float> %567, %574
  %576 = getelementptr float, ptr %4, i64 16
  store <16 x float> %575, ptr %576, align 4
  %577 = getelementptr float, ptr %4, i64 32
  %578 = load <16 x float>, ptr %577, align 4
  %579 = getelementptr float, ptr %3, i64 240
  %580 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %579, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %581 = getelementptr float, ptr %1, i64 51
  %582 = load float, ptr %581, align 4
  %583 = insertelement <16 x float> poison, float %582, i32 0
  %584 = shufflevector <16 x float> %583, <16 x float> poison, <16 x i32> zeroinitializer
  %585 = fmul contract <16 x float> %580, %584
  %586 = fadd contract <16 x float> %578, %585
  %587 = getelementptr float, ptr %4, i64 32
  store <16 x float> %586, ptr %587, align 4
  %588 = getelementptr float, ptr %4, i64 0
  %589 = load <16 x float>, ptr %588, align 4
  %590 = getelementptr float, ptr %3, i64 256
  %591 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %590, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %592 = getelementptr float, ptr %1, i64 16
  %593 = load float, ptr %592, align 4
  %594 = insertelement <16 x float> poison, float %593, i32 0
  %595 = shufflevector <16 x float> %594, <16 x float> poison, <16 x i32> zeroinitializer
  %596 = fmul contract <16 x float> %591, %595
  %597 = fadd contract <16 x float> %589, %596
  %598 = getelementptr float, ptr %4, i64 0
  store <16 x float> %597, ptr %598, align 4
  %599 = getelementptr float, ptr %4, i64 16
  %600 = load <16 x float>, ptr %599, align 4
  %601 = getelementptr float, ptr %3, i64 256
  %602 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %601, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %603 = getelementptr float, ptr %1, i64 34
  %604 = load float, ptr %603, align 4
  %605 = insertelement <16 x float> poison, float %604, i32 0
  %606 = shufflevector <16 x float> %605, <16 x float> poison, <16 x i32> zeroinitializer
  %607 = fmul contract <16 x float> %602, %606
  %608 = fadd contract <16 x float> %600, %607
  %609 = getelementptr float, ptr %4, i64 16
  store <16 x float> %608, ptr %609, align 4
  %610 = getelementptr float, ptr %4, i64 32
  %611 = load <16 x float>, ptr %610, align 4
  %612 = getelementptr float, ptr %3, i64 256
  %613 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %612, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %614 = getelementptr float, ptr %1, i64 52
  %615 = load float, ptr %614, align 4
  %616 = insertelement <16 x float> poison, float %615, i32 0
  %617 = shufflevector <16 x float> %616, <16 x float> poison, <16 x i32> zeroinitializer
  %618 = fmul contract <16 x float> %613, %617
  %619 = fadd contract <16 x float> %611, %618
  %620 = getelementptr float, ptr %4, i64 32
  store <16 x float> %619, ptr %620, align 4
  %621 = getelementptr float, ptr %4, i64 0
  %622 = load <16 x float>, ptr %621, align 4
  %623 = getelementptr float, ptr %3, i64 272
  %624 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %623, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %625 = getelementptr float, ptr %1, i64 17
  %626 = load float, ptr %625, align 4
  %627 = insertelement <16 x float> poison, float %626, i32 0
  %628 = shufflevector <16 x float> %627, <16 x float> poison, <16 x i32> zeroinitializer
  %629 = fmul contract <16 x float> %624, %628
  %630 = fadd contract <16 x float> %622, %629
  %631 = getelementptr float, ptr %4, i64 0
  store <16 x float> %630, ptr %631, align 4
  %632 = getelementptr float, ptr %4, i64 16
  %633 = load <16 x float>, ptr %632, align 4
  %634 = getelementptr float, ptr %3, i64 272
  %635 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %634, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %636 = getelementptr float, ptr %1, i64 35
  %637 = load float, ptr %636, align 4
  %638 = insertelement <16 x float> poison, float %637, i32 0
  %639 = shufflevector <16 x float> %638, <16 x float> poison, <16 x i32> zeroinitializer
  %640 = fmul contract <16 x float> %635, %639
  %641 = fadd contract <16 x float> %633, %640
  %642 = getelementptr float, ptr %4, i64 16
  store <16 x float> %641, ptr %642, align 4
  %643 = getelementptr float, ptr %4, i64 32
  %644 = load <16 x float>, ptr %643, align 4
  %645 = getelementptr float, ptr %3, i64 272
  %646 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr %645, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, <16 x float> zeroinitializer)
  %647 = getelementptr float, ptr %1, i64 53
  %648 = load float, ptr %647, align 4
  %649 = insertelement <16 x float> poison, float %648, i32 0
  %650 = shufflevector <16 x float> %649, <16 x float> poison, <16 x i32> zeroinitializer
  %651 = fmul contract <16 x float> %646, %650
  %652 = fadd contract <16 x float> %644, %651
  %653 = getelementptr float, ptr %4, i64 32
  store <16 x float> %652, ptr %653, align 4
  br label %fi13

else12:                                           ; preds = %fi
  br label %fi13

fi13:                                             ; preds = %else12, %then11
  %654 = getelementptr float, ptr %4, i64 0
  %655 = load <16 x float>, ptr %654, align 4
  %656 = mul i64 %y.01, 5
  %657 = getelementptr float, ptr %2, i64 %656
  call void @llvm.masked.store.v16f32.p0(<16 x float> %655, ptr %657, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %658 = getelementptr float, ptr %4, i64 16
  %659 = load <16 x float>, ptr %658, align 4
  %660 = mul i64 %y.01, 5
  %661 = add i64 %660, 25
  %662 = getelementptr float, ptr %2, i64 %661
  call void @llvm.masked.store.v16f32.p0(<16 x float> %659, ptr %662, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %663 = getelementptr float, ptr %4, i64 32
  %664 = load <16 x float>, ptr %663, align 4
  %665 = mul i64 %y.01, 5
  %666 = add i64 %665, 50
  %667 = getelementptr float, ptr %2, i64 %666
  call void @llvm.masked.store.v16f32.p0(<16 x float> %664, ptr %667, i32 4, <16 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>)
  %668 = add i64 %y.01, 1
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
