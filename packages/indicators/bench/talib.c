/*
 * TA-Lib's own C speed on the same candles as bench.ts (same mulberry32 walk).
 * Usage: talib <series> <length> <rounds> <seed>. Prints JSON: ns per candle of
 * process CPU time, fastest round, outputs allocated once per series per call.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include "ta_libc.h"

static uint32_t state;
static double next_random(void) {
  state += 0x6D2B79F5u;
  uint32_t t = state;
  t = (t ^ (t >> 15)) * (t | 1u);
  t ^= t + (t ^ (t >> 7)) * (t | 61u);
  return (double)(t ^ (t >> 14)) / 4294967296.0;
}

static void make_series(int n, uint32_t seed, double *high, double *low, double *close) {
  state = seed;
  double price = 100;
  for (int i = 0; i < n; i++) {
    double open = price;
    price = open * (1 + (next_random() - 0.5) * 0.04);
    close[i] = price;
    high[i] = (open > price ? open : price) * (1 + next_random() * 0.01);
    low[i] = (open < price ? open : price) * (1 - next_random() * 0.01);
    next_random(); /* volume */
  }
}

static double cpu_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec * 1e9 + t.tv_nsec;
}

static void run(int which, int n, const double *h, const double *l, const double *c) {
  int beg, nb;
  double *a = malloc(n * sizeof(double)), *b = malloc(n * sizeof(double)), *d = malloc(n * sizeof(double));
  switch (which) {
    case 0: TA_EMA(0, n - 1, c, 12, &beg, &nb, a); break;
    case 1: TA_SMA(0, n - 1, c, 30, &beg, &nb, a); break;
    case 2: TA_MACD(0, n - 1, c, 12, 26, 9, &beg, &nb, a, b, d); break;
    case 3: TA_STOCH(0, n - 1, h, l, c, 9, 5, TA_MAType_EMA, 5, TA_MAType_EMA, &beg, &nb, a, b); break;
    case 4: TA_RSI(0, n - 1, c, 14, &beg, &nb, a); break;
  }
  free(a);
  free(b);
  free(d);
}

int main(int argc, char **argv) {
  if (argc < 5) return 2;
  int series = atoi(argv[1]), length = atoi(argv[2]), rounds = atoi(argv[3]);
  uint32_t seed = (uint32_t)atoi(argv[4]);
  const char *names[] = {"EMA(12)", "SMA(30)", "MACD(12,26,9)", "KD(9,3,3)", "RSI(14)"};
  double best[5] = {1e300, 1e300, 1e300, 1e300, 1e300};
  double *h = malloc((size_t)series * length * sizeof(double));
  double *l = malloc((size_t)series * length * sizeof(double));
  double *c = malloc((size_t)series * length * sizeof(double));
  for (int s = 0; s < series; s++) make_series(length, seed + s, h + (size_t)s * length, l + (size_t)s * length, c + (size_t)s * length);
  TA_Initialize();
  for (int r = 0; r < rounds; r++) {
    for (int k = 0; k < 5; k++) {
      double start = cpu_ns();
      for (int s = 0; s < series; s++) {
        size_t at = (size_t)s * length;
        run(k, length, h + at, l + at, c + at);
      }
      double took = cpu_ns() - start;
      if (took < best[k]) best[k] = took;
    }
  }
  printf("{");
  for (int k = 0; k < 5; k++) printf("%s\"%s\":%.3f", k ? "," : "", names[k], best[k] / ((double)series * length));
  printf("}\n");
  return 0;
}
