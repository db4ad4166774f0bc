/*
 * The target a Task carries (ir_target): filled by the backend that opens,
 * read by the default schedule, the check and the lowering from the Task
 * alone, so Tasks of two targets side by side in one process never see
 * each other's width or limits, and the key holds only the target's name.
 */
#include "tests/lower/diff.h"
#include "tests/test.h"

static diff_env env;

/* matmul at 96x80x72, bound for target tg */
static ir_task *bind_for(const ir_def *d, const ir_target *tg)
{
    diff_target = *tg;
    return diff_bind(d, NULL, "96x72 72x80", NULL, NULL, 1);
}

/* The LLVM backend fills its target from the host CPU's features: what
 * jit_llvm_target reports without opening, and on x86 the width the CPU
 * offers (CPUID: 512 with AVX-512, 256 with AVX). */
TEST(backend_fills_the_host_target)
{
    const ir_target *tg = &env.be->target;
    CHECK(tg->kind == IR_TARGET_CPU);
    CHECK(strcmp(tg->name, "cpu") == 0);
    CHECKF(tg->vector_bits == 512 || tg->vector_bits == 256 || tg->vector_bits == 128,
           "vector_bits %d", tg->vector_bits);
    ir_target q;
    jit_llvm_target(&q);
    CHECK(memcmp(&q, tg, sizeof q) == 0);
#if defined(__x86_64__)
    __builtin_cpu_init();
    int want = __builtin_cpu_supports("avx512f") ? 512 : __builtin_cpu_supports("avx") ? 256
                                                                                        : 128;
    CHECKF(tg->vector_bits == want, "LLVM's features give %d bits, CPUID %d",
           tg->vector_bits, want);
#endif
}

/* Two CPU widths side by side: each default follows its own Task, both
 * are correct on this host, and the key does not change. */
TEST(two_cpu_widths)
{
    ir_deflist l;
    ir_def *d = diff_def("matmul", &l);
    REQUIRE(d);
    ir_target wide, narrow;
    ir_target_init(&wide, "cpu");
    narrow = wide;
    wide.vector_bits = 512;
    narrow.vector_bits = 256;
    ir_task *tw = bind_for(d, &wide), *tn = bind_for(d, &narrow);
    REQUIRE(tw && tn);
    CHECK(strcmp(tw->key, tn->key) == 0);
    lw_sched sw, sn;
    lw_sched_default(tw, &sw);
    lw_sched_default(tn, &sn);
    CHECK(sw.vector_bits == 512 && sn.vector_bits == 256);
    CHECKF(sw.nest[0].lanes == 16 && sn.nest[0].lanes == 8, "lanes %d and %d",
           sw.nest[0].lanes, sn.nest[0].lanes);
    /* the first Task's default again, after the second's: nothing global */
    lw_sched again;
    lw_sched_default(tw, &again);
    CHECK(memcmp(&again, &sw, sizeof sw) == 0);
    CHECK(diff_check(&env, tw, &sw, 1, "matmul, 512-bit default"));
    CHECK(diff_check(&env, tn, &sn, 2, "matmul, 256-bit default"));
    ir_task_free(tw);
    ir_task_free(tn);
    ir_deflist_free(&l);
}

/* Two OpenCL devices' limits side by side (no device needed: the default
 * and the check read them from the Task). */
TEST(two_gpu_limits)
{
    ir_deflist l;
    ir_def *d = diff_def("matmul", &l);
    REQUIRE(d);
    ir_target small, big;
    ir_target_init(&small, "opencl:0:0");
    big = small;
    small.max_work_group = 16;
    big.max_work_group = 1024;
    ir_task *ts = bind_for(d, &small), *tb = bind_for(d, &big);
    REQUIRE(ts && tb);
    CHECK(lw_task_is_gpu(ts) && lw_task_is_gpu(tb));
    CHECK(strcmp(ts->key, tb->key) == 0);
    int64_t wg, local;
    lw_gpu_limits(ts, &wg, &local);
    CHECK(wg == 16 && local == 32 * 1024);   /* local memory not known: 32 KiB */
    lw_sched ss, sb;
    lw_sched_default(ts, &ss);
    lw_sched_default(tb, &sb);
    int axes[3];
    int64_t groups, wgs, wgb;
    lw_gpu_mapped(ts, &ss, 0, axes, &wgs, &groups);
    lw_gpu_mapped(tb, &sb, 0, axes, &wgb, &groups);
    CHECKF(wgs <= 16, "%lld work-items on a 16-item device", (long long)wgs);
    printf("  default work-groups: %lld items (limit 16), %lld (limit 1024)\n",
           (long long)wgs, (long long)wgb);
    char msg[256];
    CHECKF(lw_sched_check(ts, &ss, msg, sizeof msg) == 0, "%s", msg);
    CHECKF(lw_sched_check(tb, &sb, msg, sizeof msg) == 0, "%s", msg);
    if (wgb > 16)   /* the big device's default is refused on the small one */
        CHECK(lw_sched_check(ts, &sb, msg, sizeof msg) != 0);
    ir_task_free(ts);
    ir_task_free(tb);
    ir_deflist_free(&l);
}

int main(void)
{
    if (diff_open(&env) != 0)
        return 1;
    RUN(backend_fills_the_host_target);
    RUN(two_cpu_widths);
    RUN(two_gpu_limits);
    diff_close(&env);
    TEST_EXIT();
}
