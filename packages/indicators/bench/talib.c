/*
 * TA-Lib's own C speed on the same candles as bench.ts (same mulberry32 walk).
 * Usage: talib <series> <length> <seed> [standard]. Makes the candles once,
 * then for each line read (a number of rounds) times every job that many
 * times and prints one line of JSON: ns per candle of process CPU time and
 * of wall time, each the median round; outputs allocated once for the run.
 * The bench keeps it running and asks for its rounds in turns with the
 * JavaScript ones (spawning it anew each round would leave the bench's own
 * memory copy-on-write). With `standard`, the standard chart indicators
 * (standard.ts).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
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

static void make_series(int n, uint32_t seed, double *high, double *low, double *close, double *volume) {
  state = seed;
  double price = 100;
  for (int i = 0; i < n; i++) {
    double open = price;
    price = open * (1 + (next_random() - 0.5) * 0.04);
    close[i] = price;
    high[i] = (open > price ? open : price) * (1 + next_random() * 0.01);
    low[i] = (open < price ? open : price) * (1 - next_random() * 0.01);
    volume[i] = floor(next_random() * 1e6);
  }
}

static double clock_ns(clockid_t clock) {
  struct timespec t;
  clock_gettime(clock, &t);
  return t.tv_sec * 1e9 + t.tv_nsec;
}

static const char *core_names[] = {"EMA(12)", "SMA(30)", "MACD(12,26,9)", "KD(9,3,3)", "RSI(14)"};

static void run_core(int which, int n, const double *h, const double *l, const double *c, const double *v, double *a, double *b, double *d) {
  int beg, nb;
  (void)v;
  switch (which) {
    case 0: TA_EMA(0, n - 1, c, 12, &beg, &nb, a); break;
    case 1: TA_SMA(0, n - 1, c, 30, &beg, &nb, a); break;
    case 2: TA_MACD(0, n - 1, c, 12, 26, 9, &beg, &nb, a, b, d); break;
    case 3: TA_STOCH(0, n - 1, h, l, c, 9, 5, TA_MAType_EMA, 5, TA_MAType_EMA, &beg, &nb, a, b); break;
    case 4: TA_RSI(0, n - 1, c, 14, &beg, &nb, a); break;
  }
}

/* The standard indicators at their chart defaults; bench/standard.ts names the same jobs. */
static const char *standard_names[] = {
  "SMA(20)", "EMA(20)", "WMA(20)", "BBANDS(20,2)", "RSI(14)", "MACD(12,26,9)", "STOCH(14,3,3)", "STOCHRSI(14,14,1,3)",
  "ATR(14)", "ADX(14)", "CCI(20)", "WILLR(14)", "MFI(14)", "OBV", "SAR(0.02,0.2)",
};

static void run_standard(int which, int n, const double *h, const double *l, const double *c, const double *v, double *a, double *b, double *d) {
  int beg, nb;
  switch (which) {
    case 0: TA_SMA(0, n - 1, c, 20, &beg, &nb, a); break;
    case 1: TA_EMA(0, n - 1, c, 20, &beg, &nb, a); break;
    case 2: TA_WMA(0, n - 1, c, 20, &beg, &nb, a); break;
    case 3: TA_BBANDS(0, n - 1, c, 20, 2, 2, TA_MAType_SMA, &beg, &nb, a, b, d); break;
    case 4: TA_RSI(0, n - 1, c, 14, &beg, &nb, a); break;
    case 5: TA_MACD(0, n - 1, c, 12, 26, 9, &beg, &nb, a, b, d); break;
    case 6: TA_STOCH(0, n - 1, h, l, c, 14, 3, TA_MAType_SMA, 3, TA_MAType_SMA, &beg, &nb, a, b); break;
    case 7: TA_STOCHRSI(0, n - 1, c, 14, 14, 3, TA_MAType_SMA, &beg, &nb, a, b); break;
    case 8: TA_ATR(0, n - 1, h, l, c, 14, &beg, &nb, a); break;
    case 9: TA_ADX(0, n - 1, h, l, c, 14, &beg, &nb, a); break;
    case 10: TA_CCI(0, n - 1, h, l, c, 20, &beg, &nb, a); break;
    case 11: TA_WILLR(0, n - 1, h, l, c, 14, &beg, &nb, a); break;
    case 12: TA_MFI(0, n - 1, h, l, c, v, 14, &beg, &nb, a); break;
    case 13: TA_OBV(0, n - 1, c, v, &beg, &nb, a); break;
    case 14: TA_SAR(0, n - 1, h, l, 0.02, 0.2, &beg, &nb, a); break;
  }
}

static int by_value(const void *x, const void *y) {
  double a = *(const double *)x, b = *(const double *)y;
  return (a > b) - (a < b);
}

static void print_medians(const char *label, double took[16][16], int jobs, int rounds, const char **names, double candles) {
  printf("\"%s\":{", label);
  for (int k = 0; k < jobs; k++) {
    qsort(took[k], rounds, sizeof(double), by_value);
    printf("%s\"%s\":%.3f", k ? "," : "", names[k], took[k][rounds / 2] / candles);
  }
  printf("}");
}

int main(int argc, char **argv) {
  if (argc < 4) return 2;
  int series = atoi(argv[1]), length = atoi(argv[2]);
  uint32_t seed = (uint32_t)atoi(argv[3]);
  int standard = argc > 4 && strcmp(argv[4], "standard") == 0;
  const char **names = standard ? standard_names : core_names;
  int jobs = standard ? (int)(sizeof standard_names / sizeof *standard_names) : (int)(sizeof core_names / sizeof *core_names);
  void (*run)(int, int, const double *, const double *, const double *, const double *, double *, double *, double *) = standard ? run_standard : run_core;
  static double cpu[16][16], wall[16][16];
  double *h = malloc((size_t)series * length * sizeof(double));
  double *l = malloc((size_t)series * length * sizeof(double));
  double *c = malloc((size_t)series * length * sizeof(double));
  double *v = malloc((size_t)series * length * sizeof(double));
  for (int s = 0; s < series; s++) {
    size_t at = (size_t)s * length;
    make_series(length, seed + s, h + at, l + at, c + at, v + at);
  }
  /* Outputs allocated once for the run, as the engine's Workspace does. */
  double *a = malloc(length * sizeof(double)), *b = malloc(length * sizeof(double)), *d = malloc(length * sizeof(double));
  TA_Initialize();
  int rounds;
  while (scanf("%d", &rounds) == 1) {
    if (rounds < 1 || rounds > 16) return 2;
    for (int r = 0; r < rounds; r++) {
      for (int k = 0; k < jobs; k++) {
        double cpu0 = clock_ns(CLOCK_PROCESS_CPUTIME_ID), wall0 = clock_ns(CLOCK_MONOTONIC);
        for (int s = 0; s < series; s++) {
          size_t at = (size_t)s * length;
          run(k, length, h + at, l + at, c + at, v + at, a, b, d);
        }
        cpu[k][r] = clock_ns(CLOCK_PROCESS_CPUTIME_ID) - cpu0;
        wall[k][r] = clock_ns(CLOCK_MONOTONIC) - wall0;
      }
    }
    printf("{");
    print_medians("cpu", cpu, jobs, rounds, names, (double)series * length);
    printf(",");
    print_medians("wall", wall, jobs, rounds, names, (double)series * length);
    printf("}\n");
    fflush(stdout);
  }
  return 0;
}
