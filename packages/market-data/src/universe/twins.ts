/**
 * Listings that are one business priced twice: share classes, the Hong Kong
 * H share of a company whose A share trades in Shanghai or Shenzhen, and funds
 * that hold an index or a metal. The demo market moves the follower with its
 * leader, keeping the premium between them about constant: follower | leader |
 * the widest the premium strays from its usual level, as
 * a share of the price (a fund's tracking error, a share class's spread, an
 * A/H premium's swings).
 */
const TABLE = `
GOOG GOOGL 0.015
FOX FOXA 0.015
NWS NWSA 0.015
SPY ^GSPC 0.003
IVV ^GSPC 0.003
VOO ^GSPC 0.003
QQQ ^NDX 0.003
DIA ^DJI 0.003
IWM ^RUT 0.003
GLD GC=F 0.003
IAU GC=F 0.003
SLV SI=F 0.003
0300.HK 000333.SZ 0.025
0386.HK 600028.SS 0.025
0762.HK 600050.SS 0.025
0857.HK 601857.SS 0.025
0883.HK 600938.SS 0.025
0939.HK 601939.SS 0.025
0941.HK 600941.SS 0.025
0981.HK 688981.SS 0.025
1088.HK 601088.SS 0.025
1211.HK 002594.SZ 0.025
1398.HK 601398.SS 0.025
2318.HK 601318.SS 0.025
2359.HK 603259.SS 0.025
2628.HK 601628.SS 0.025
2899.HK 601899.SS 0.025
3750.HK 300750.SZ 0.025
3968.HK 600036.SS 0.025
3988.HK 601988.SS 0.025
6690.HK 600690.SS 0.025
`;

export interface Twin {
  leader: string;
  /** The widest the premium over the leader strays, in log terms. */
  premium: number;
}

/** The listing each twin follows, by the twin's symbol. */
export const TWINS: ReadonlyMap<string, Twin> = new Map(
  TABLE.trim()
    .split('\n')
    .map((line) => {
      const [follower = '', leader = '', premium = '0'] = line.split(' ');
      return [follower, { leader, premium: Number(premium) }];
    }),
);
