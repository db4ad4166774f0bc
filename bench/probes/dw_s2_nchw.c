/*
 * A ceiling probe, not part of tt: MobileNetV2's 3x3 stride-2 depthwise
 * layer (C144 56x56 -> 28x28, pad 1) on NCHW tensors, written by hand
 * with AVX-512 intrinsics, to learn how fast the layer can run in NCHW on
 * this machine and what tt's loop nest would need to reach it.
 *
 * No window: each input row is read once into registers (4 loads of the
 * 56 floats), split into its even and odd columns (4 two-source permutes,
 * vpermt2ps), and the tap at column 2x-1 is the odd vector shifted by one
 * lane (valignd, a zero or the previous vector's last lane shifted in).
 * Those six vectors feed every output row of a register tile of T rows
 * that reads the row (rows 2y-1, 2y, 2y+1: a tile of T rows reads 2T+1).
 * Checked against a scalar reference.
 *
 * Measured (2026-11-25, AMD EPYC Zen 4, one thread, best of 300 runs):
 * T = 1: 53 GFLOP/s, 2: 57.5, 4: 59.7-60.7, 7: 56.6.  tt on the same day:
 * NCHW 36-37 (default and tuned; a window split in phases: the copy's
 * 8 loads, 6 shuffles and 4 stores a row, then 9 loads a output vector,
 * a third of them across a cache line), NHWC 50.
 *
 * What made the difference (variants of this file, same day): the same
 * kernel copying the deinterleaved rows to a window in memory first and
 * loading them back ran at 32-43 GFLOP/s, as tt did; with the rows in
 * registers but the updates in tap order (r, s, then the tile's rows)
 * instead of row order, 35-38.  tt now does what this file does: a window
 * that one register tile reads alone is streamed through registers, each
 * row copied just before the updates that read it (docs/LOWERING.md,
 * "Streamed through registers"): 54 GFLOP/s by default on this layer.
 *
 *   clang-19 -O3 -march=native bench/probes/dw_s2_nchw.c -o /tmp/dw && /tmp/dw
 */
#include <immintrin.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#define C 144
#define H 56
#define W 56
#define OH 28
#define OW 28
static float *X, *Wt, *Y, *Yref;
static double now(void){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+t.tv_nsec*1e-9;}
static void ref(void){
  for(int c=0;c<C;c++) for(int oy=0;oy<OH;oy++) for(int ox=0;ox<OW;ox++){
    float s=0; for(int r=0;r<3;r++) for(int q=0;q<3;q++){int iy=2*oy+r-1, ix=2*ox+q-1;
      if(iy>=0&&iy<H&&ix>=0&&ix<W) s+=X[(c*H+iy)*W+ix]*Wt[c*9+r*3+q];}
    Yref[(c*OH+oy)*OW+ox]=s;}
}
/* per input row: 4 loads, deinterleave to even/odd, shifted odd */
typedef struct { __m512 e0,o0,s0,e1,o1,s1; } rowv;
static inline rowv load_row(const float *row){
  const __m512i ev=_mm512_setr_epi32(0,2,4,6,8,10,12,14,16,18,20,22,24,26,28,30);
  const __m512i od=_mm512_setr_epi32(1,3,5,7,9,11,13,15,17,19,21,23,25,27,29,31);
  __m512 L0=_mm512_loadu_ps(row), L1=_mm512_loadu_ps(row+16), L2=_mm512_loadu_ps(row+32);
  __m512 L3=_mm512_maskz_loadu_ps(0x00ff,row+48);
  rowv v;
  v.e0=_mm512_permutex2var_ps(L0,ev,L1); v.o0=_mm512_permutex2var_ps(L0,od,L1);
  v.e1=_mm512_permutex2var_ps(L2,ev,L3); v.o1=_mm512_permutex2var_ps(L2,od,L3);
  /* s0: lane j = col 2x-1: [0, o0[0..14]] and [o0[15], o1[0..14]] */
  v.s0=_mm512_castsi512_ps(_mm512_alignr_epi32(_mm512_castps_si512(v.o0),_mm512_setzero_si512(),15));
  v.s1=_mm512_castsi512_ps(_mm512_alignr_epi32(_mm512_castps_si512(v.o1),_mm512_castps_si512(v.o0),15));
  return v;
}
#define T 4
static void kern(void){
  for(int c=0;c<C;c++){
    const float *xc=X+c*H*W; const float *w=Wt+c*9;
    __m512 w0=_mm512_set1_ps(w[0]),w1=_mm512_set1_ps(w[1]),w2=_mm512_set1_ps(w[2]),w3=_mm512_set1_ps(w[3]),w4=_mm512_set1_ps(w[4]),w5=_mm512_set1_ps(w[5]),w6=_mm512_set1_ps(w[6]),w7=_mm512_set1_ps(w[7]),w8=_mm512_set1_ps(w[8]);
    __m512 wr[3][3]={{w0,w1,w2},{w3,w4,w5},{w6,w7,w8}};
    for(int oy0=0;oy0<OH;oy0+=T){
      __m512 a0[T],a1[T];
      for(int t=0;t<T;t++){a0[t]=_mm512_setzero_ps();a1[t]=_mm512_setzero_ps();}
      for(int k=0;k<2*T+1;k++){ /* input row iy = 2*oy0 - 1 + k */
        int iy=2*oy0-1+k; if(iy<0||iy>=H) continue;
        rowv v=load_row(xc+iy*W);
        for(int t=0;t<T;t++){ int r=k-2*t; if(r<0||r>2) continue;
          a0[t]=_mm512_fmadd_ps(wr[r][0],v.s0,a0[t]); a0[t]=_mm512_fmadd_ps(wr[r][1],v.e0,a0[t]); a0[t]=_mm512_fmadd_ps(wr[r][2],v.o0,a0[t]);
          a1[t]=_mm512_fmadd_ps(wr[r][0],v.s1,a1[t]); a1[t]=_mm512_fmadd_ps(wr[r][1],v.e1,a1[t]); a1[t]=_mm512_fmadd_ps(wr[r][2],v.o1,a1[t]);
        }
      }
      for(int t=0;t<T;t++){ float *y=Y+(c*OH+oy0+t)*OW; _mm512_storeu_ps(y,a0[t]); _mm512_mask_storeu_ps(y+16,0x0fff,a1[t]); }
    }
  }
}
int main(){
  X=aligned_alloc(64,sizeof(float)*C*H*W+256); Wt=malloc(sizeof(float)*C*9); Y=aligned_alloc(64,sizeof(float)*C*OH*OW+256); Yref=malloc(sizeof(float)*C*OH*OW);
  srand(1); for(int i=0;i<C*H*W;i++) X[i]=rand()/(float)RAND_MAX-0.5f; for(int i=0;i<C*9;i++) Wt[i]=rand()/(float)RAND_MAX-0.5f;
  ref(); kern(); double e=0; for(int i=0;i<C*OH*OW;i++){double d=Y[i]-Yref[i]; if(d<0)d=-d; if(d>e)e=d;} printf("maxerr %g\n",e);
  double fl=2.0*C*OH*OW*9;
  for(int rep=0;rep<5;rep++){ double best=1e9; for(int i=0;i<300;i++){double a=now(); kern(); double b=now(); if(b-a<best)best=b-a;} printf("%.1f us  %.1f GFLOP/s\n",best*1e6, fl/best/1e9);}
}
