import type { Server } from 'socket.io';

/** A value's JSON text, made once, which an emitted event carries as it is instead of encoding the value again. */
export class EncodedJson {
  constructor(readonly text: string) {}
}

const encoded = new WeakMap<object, EncodedJson>();

/**
 * The JSON text of a value sent to many sockets unchanged (a kept chart answer), encoded on its first emit and
 * reused while the value lives; the value must not change after it is first sent.
 */
export function encodedOnce(value: object): EncodedJson {
  let json = encoded.get(value);
  if (!json) {
    json = new EncodedJson(JSON.stringify(value));
    encoded.set(value, json);
  }
  return json;
}

type Packet = Parameters<Server['encoder']['encode']>[0];

/** socket.io's packet type of an event without binary attachments. */
const EVENT = 2;

/** JSON of an object whose fields may be EncodedJson, as JSON.stringify would write it with their values. */
function objectText(payload: Record<string, unknown>): string {
  const fields: string[] = [];
  for (const [key, value] of Object.entries(payload)) {
    const text: string | undefined = value instanceof EncodedJson ? value.text : JSON.stringify(value);
    if (text !== undefined) fields.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${fields.join(',')}}`;
}

/** The packet's text when it is an event whose one argument holds EncodedJson at its top level; null otherwise. */
function splicedPacket(packet: Packet): string | null {
  if (packet.type !== EVENT || !Array.isArray(packet.data) || packet.data.length !== 2) return null;
  const [event, payload] = packet.data as [unknown, unknown];
  if (typeof payload !== 'object' || payload === null || !Object.values(payload).some((value) => value instanceof EncodedJson)) return null;
  const nsp = packet.nsp && packet.nsp !== '/' ? `${packet.nsp},` : '';
  return `${EVENT}${nsp}${packet.id ?? ''}[${JSON.stringify(event)},${objectText(payload as Record<string, unknown>)}]`;
}

/**
 * Has the server's encoder write EncodedJson fields as their text, the same bytes its own encoding of the value
 * would give, without walking the value for binary parts or encoding it again; every other packet is encoded as
 * socket.io does. Called before any socket connects: each connection and broadcast takes the server's encoder.
 */
export function spliceEncodedJson(io: Server): void {
  const encoder = io.encoder;
  const encode = encoder.encode.bind(encoder);
  encoder.encode = (packet: Packet) => {
    const text = splicedPacket(packet);
    return text === null ? encode(packet) : [text];
  };
}
