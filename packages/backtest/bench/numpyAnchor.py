"""
The golden-cross backtest written the vectorised numpy way: the yardstick the engine's speed is held to.

SMA 50 and 200 of the close by cumulative sums, the crossings as whole-array comparisons, and the trades and
equity as numpy's fancy indexing and cumulative products, with the engine's fill rules as docs/cloud.md gives
them for this strategy: the rules are read at a bar's close and filled at the symbol's next open; a golden cross
(SMA 50 closes above SMA 200 after a bar below or on it) buys, a death cross sells; no entry order on a
symbol's last bar; an exit decided on the last bar stays open; no costs and any fraction of a share.

The bench (backtest.bench.ts) starts this once and talks to it through standard input and output, one JSON
object a line, so that Python's start and numpy's import are not timed:
  {"load": folder}            reads folder/open.f64 and folder/close.f64, float64 rows of one symbol each,
                              shaped by folder/shape.json ({"symbols": S, "bars": T}); answers {"symbols", "bars",
                              "ties"}: the bars (row, bar) where SMA 50 and SMA 200 are equal but for rounding
  {"tiesAbove": [bool]}       how the engine read those bars, in the same order: SMA 50 above or not
  {"run": n, "cash": c}       runs the backtest n times and answers its processor time a run
                              (time.process_time) with the trades and the equity of the last run
It first says its versions, {"python", "numpy"}; where numpy cannot be imported it says {"skipped": reason} instead
and stops.
"""

import json
import platform
import sys
import time

try:
    import numpy as np
except ImportError as error:
    print(json.dumps({"skipped": f"numpy cannot be imported ({error})"}), flush=True)
    sys.exit(0)

FAST, SLOW = 50, 200
# Prices of five decimals put averages that differ at all at least 3e-7 of their size apart; rounding, under 1e-13.
TIE = 1e-10


def moving_average(close, period):
    """Mean of the last `period` closes at each bar, NaN before the first full window."""
    total = np.cumsum(close, axis=1)
    out = np.full(close.shape, np.nan)
    out[:, period - 1] = total[:, period - 1]
    out[:, period:] = total[:, period:] - total[:, :-period]
    out[:, period - 1 :] /= period
    return out


def gap_and_ties(close):
    """SMA 50 less SMA 200, and the bars where the two are equal but for rounding."""
    slow = moving_average(close, SLOW)
    gap = moving_average(close, FAST) - slow
    return gap, np.abs(gap) <= TIE * np.abs(slow)


def crossings(close, tie_read_above):
    """Bars where SMA 50 crosses above SMA 200 (golden) and below it (death), as the catalogue's goldenCross 2 and -2."""
    gap, tie = gap_and_ties(close)
    valid = ~np.isnan(gap)
    above = gap > 0
    # Equal averages are not above; whether the engine's running sums land a hair above or below is its rounding,
    # which whole-array sums do not repeat, so a tie is read as the engine read it.
    above[tie] = tie_read_above[tie]
    both = valid[:, 1:] & valid[:, :-1]
    golden = np.zeros(close.shape, dtype=bool)
    death = np.zeros(close.shape, dtype=bool)
    golden[:, 1:] = both & above[:, 1:] & ~above[:, :-1]
    death[:, 1:] = both & ~above[:, 1:] & above[:, :-1]
    return golden, death


def trades(golden, death):
    """Each trade's symbol row, entry bar and exit bar (-1 while open), rows in order and entries in time."""
    rows, bars = golden.shape
    # An entry order needs a next open to fill at.
    golden[:, -1] = False
    row, signal = np.nonzero(golden)
    entry = signal + 1
    # The first death cross read at or after the entry bar's close; crossings alternate, so the position is flat
    # again at the next golden cross.
    exit_rows, exit_signals = np.nonzero(death)
    # One key past every row's bars stands for "no death cross after this entry".
    exit_keys = np.append(exit_rows * bars + exit_signals, rows * bars)
    exit_signal = exit_keys[np.searchsorted(exit_keys, row * bars + entry)] - row * bars
    # A death cross on the last bar leaves its sell order for a next open that the run does not have.
    exit = np.where(exit_signal + 1 < bars, exit_signal + 1, -1)
    return row, entry, exit


def equity(open_, close, row, entry, exit, cash):
    """Each symbol's equity at every close with all its cash in each trade, as bar-to-bar growth multiplied up."""
    rows, bars = close.shape
    closed = exit >= 0
    held_change = np.zeros((rows, bars + 1), dtype=np.int8)
    held_change[row, entry] = 1
    held_change[row, np.where(closed, exit, bars)] -= 1
    held = np.cumsum(held_change[:, :bars], axis=1, dtype=np.int8) > 0
    growth = np.ones((rows, bars))
    through = held[:, 1:] & held[:, :-1]
    growth[:, 1:][through] = close[:, 1:][through] / close[:, :-1][through]
    growth[row, entry] = close[row, entry] / open_[row, entry]
    growth[row[closed], exit[closed]] = open_[row[closed], exit[closed]] / close[row[closed], exit[closed] - 1]
    returns = open_[row[closed], exit[closed]] / open_[row[closed], entry[closed]] - 1
    return cash * np.cumprod(growth, axis=1), returns


def backtest(open_, close, tie_read_above, cash):
    golden, death = crossings(close, tie_read_above)
    row, entry, exit = trades(golden, death)
    curves, returns = equity(open_, close, row, entry, exit, cash / close.shape[0])
    # Equal sleeves, one a symbol: the engine sizes each entry from the whole account instead, a path through
    # time that numpy does not take in whole arrays; the work per bar is the same.
    return row, entry, exit, returns, curves.sum(axis=0)


def main():
    print(json.dumps({"python": platform.python_version(), "numpy": np.__version__}), flush=True)
    open_ = close = tie_read_above = None
    for line in sys.stdin:
        ask = json.loads(line)
        if "tiesAbove" in ask:
            tie_read_above = np.zeros(close.shape, dtype=bool)
            tie_read_above[np.nonzero(gap_and_ties(close)[1])] = ask["tiesAbove"]
            answer = {}
        elif "load" in ask:
            folder = ask["load"]
            with open(f"{folder}/shape.json") as file:
                shape = json.load(file)
            size = (shape["symbols"], shape["bars"])
            open_ = np.fromfile(f"{folder}/open.f64").reshape(size)
            close = np.fromfile(f"{folder}/close.f64").reshape(size)
            row, bar = np.nonzero(gap_and_ties(close)[1])
            answer = {"symbols": size[0], "bars": size[1], "ties": {"row": row.tolist(), "bar": bar.tolist()}}
        else:
            runs, cash = ask["run"], ask["cash"]
            start = time.process_time()
            for _ in range(runs):
                result = backtest(open_, close, tie_read_above, cash)
            spent = time.process_time() - start
            row, entry, exit, returns, curve = result
            answer = {
                "cpuMsPerRun": spent * 1000 / runs,
                "trades": {"row": row.tolist(), "entry": entry.tolist(), "exit": exit.tolist(), "closedReturns": returns.tolist()},
                "equity": curve.tolist() if close.shape[0] == 1 else None,
            }
        print(json.dumps(answer), flush=True)


main()
