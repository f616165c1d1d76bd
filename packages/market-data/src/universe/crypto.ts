/**
 * Fifty large crypto assets against the US dollar: symbol | name | Chinese
 * name | market cap in millions of US dollars (a recent round figure). Yahoo
 * adds CoinMarketCap's id to a ticker that several coins share (SUI20947-USD).
 * Coins the Chinese-speaking market knows by their Latin name keep it.
 */
export const CRYPTO = `
BTC-USD|Bitcoin|比特币|2000000
ETH-USD|Ethereum|以太坊|450000
USDT-USD|Tether|泰达币|170000
XRP-USD|XRP|瑞波币|150000
BNB-USD|BNB|币安币|130000
SOL-USD|Solana|索拉纳|95000
USDC-USD|USD Coin|USDC|70000
DOGE-USD|Dogecoin|狗狗币|35000
TRX-USD|TRON|波场|28000
ADA-USD|Cardano|艾达币|28000
LINK-USD|Chainlink|Chainlink|15000
HYPE32196-USD|Hyperliquid|Hyperliquid|14000
XLM-USD|Stellar|恒星币|12000
SUI20947-USD|Sui|Sui|12000
BCH-USD|Bitcoin Cash|比特币现金|10000
HBAR-USD|Hedera|Hedera|9000
AVAX-USD|Avalanche|雪崩|9000
LTC-USD|Litecoin|莱特币|8000
TON11419-USD|Toncoin|Toncoin|7500
SHIB-USD|Shiba Inu|柴犬币|7500
XMR-USD|Monero|门罗币|6000
DOT-USD|Polkadot|波卡|6000
DAI-USD|Dai|Dai|5300
LEO-USD|UNUS SED LEO|LEO|8500
UNI7083-USD|Uniswap|Uniswap|6000
PEPE24478-USD|Pepe|佩佩蛙|4500
AAVE-USD|Aave|Aave|4000
NEAR-USD|NEAR Protocol|NEAR|3500
APT21794-USD|Aptos|Aptos|3000
ETC-USD|Ethereum Classic|以太坊经典|2800
ICP-USD|Internet Computer|互联网计算机|2800
TAO22974-USD|Bittensor|Bittensor|3500
ONDO-USD|Ondo|Ondo|2800
CRO-USD|Cronos|Cronos|3000
KAS-USD|Kaspa|Kaspa|2200
POL28321-USD|Polygon Ecosystem Token|Polygon|2200
ALGO-USD|Algorand|Algorand|2000
VET-USD|VeChain|唯链|2000
ARB11841-USD|Arbitrum|Arbitrum|2000
ATOM-USD|Cosmos|Cosmos|1800
FIL-USD|Filecoin|文件币|1700
RENDER-USD|Render|Render|1700
OKB-USD|OKB|OKB|2500
ENA-USD|Ethena|Ethena|3000
WLD-USD|Worldcoin|世界币|1800
SEI-USD|Sei|Sei|1500
INJ-USD|Injective|Injective|1100
FET-USD|Artificial Superintelligence Alliance|FET|1300
QNT-USD|Quant|Quant|1200
XTZ-USD|Tezos|Tezos|600
`;
