/** Gold and silver futures and the major currency pairs, as Yahoo names them: symbol | name | Chinese name. */
export const GOLD_FOREX_FUTURES = `
GC=F|Gold Futures|黄金期货
SI=F|Silver Futures|白银期货
`;

/** A single currency before =X is that currency per US dollar (JPY=X is yen per dollar). */
export const FOREX = `
EURUSD=X|EUR/USD|欧元兑美元
JPY=X|USD/JPY|美元兑日元
GBPUSD=X|GBP/USD|英镑兑美元
AUDUSD=X|AUD/USD|澳元兑美元
NZDUSD=X|NZD/USD|纽元兑美元
CAD=X|USD/CAD|美元兑加元
CHF=X|USD/CHF|美元兑瑞郎
CNY=X|USD/CNY|美元兑人民币
HKD=X|USD/HKD|美元兑港元
EURJPY=X|EUR/JPY|欧元兑日元
EURCNY=X|EUR/CNY|欧元兑人民币
`;
