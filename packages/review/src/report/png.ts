import { crc32, deflateSync } from 'node:zlib';

/**
 * A tiny RGB raster and its PNG encoding (IHDR, one IDAT, IEND; filter 0 on every row). Enough for the report's
 * bar chart without an image library.
 */
export class Raster {
  readonly pixels: Buffer;

  constructor(
    readonly width: number,
    readonly height: number,
    background = 'FFFFFF',
  ) {
    this.pixels = Buffer.alloc(width * height * 3);
    this.fill(0, 0, width, height, background);
  }

  /** Fills the rectangle [x, x+w) × [y, y+h), clipped to the raster; `hex` is 'RRGGBB'. */
  fill(x: number, y: number, w: number, h: number, hex: string): void {
    const r = parseInt(hex.slice(0, 2), 16);
    const g = parseInt(hex.slice(2, 4), 16);
    const b = parseInt(hex.slice(4, 6), 16);
    const x0 = Math.max(0, Math.round(x));
    const y0 = Math.max(0, Math.round(y));
    const x1 = Math.min(this.width, Math.round(x + w));
    const y1 = Math.min(this.height, Math.round(y + h));
    for (let yy = y0; yy < y1; yy++) {
      let p = (yy * this.width + x0) * 3;
      for (let xx = x0; xx < x1; xx++) {
        this.pixels[p++] = r;
        this.pixels[p++] = g;
        this.pixels[p++] = b;
      }
    }
  }

  png(): Buffer {
    const row = this.width * 3 + 1;
    const raw = Buffer.alloc(row * this.height);
    for (let y = 0; y < this.height; y++) this.pixels.copy(raw, y * row + 1, y * this.width * 3, (y + 1) * this.width * 3);
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(this.width, 0);
    ihdr.writeUInt32BE(this.height, 4);
    ihdr[8] = 8; // bit depth
    ihdr[9] = 2; // colour type: RGB
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** 5 × 7 glyphs for the chart's numbers and axis words ('#' = ink). */
const GLYPHS: Record<string, string[]> = {
  '0': [' ### ', '#   #', '#  ##', '# # #', '##  #', '#   #', ' ### '],
  '1': ['  #  ', ' ##  ', '  #  ', '  #  ', '  #  ', '  #  ', ' ### '],
  '2': [' ### ', '#   #', '    #', '   # ', '  #  ', ' #   ', '#####'],
  '3': ['#####', '   # ', '  #  ', '   # ', '    #', '#   #', ' ### '],
  '4': ['   # ', '  ## ', ' # # ', '#  # ', '#####', '   # ', '   # '],
  '5': ['#####', '#    ', '#### ', '    #', '    #', '#   #', ' ### '],
  '6': ['  ## ', ' #   ', '#    ', '#### ', '#   #', '#   #', ' ### '],
  '7': ['#####', '    #', '   # ', '  #  ', ' #   ', ' #   ', ' #   '],
  '8': [' ### ', '#   #', '#   #', ' ### ', '#   #', '#   #', ' ### '],
  '9': [' ### ', '#   #', '#   #', ' ####', '    #', '   # ', ' ##  '],
  D: ['#### ', '#   #', '#   #', '#   #', '#   #', '#   #', '#### '],
  E: ['#####', '#    ', '#    ', '#### ', '#    ', '#    ', '#####'],
  G: [' ### ', '#   #', '#    ', '# ###', '#   #', '#   #', ' ####'],
  H: ['#   #', '#   #', '#   #', '#####', '#   #', '#   #', '#   #'],
  I: [' ### ', '  #  ', '  #  ', '  #  ', '  #  ', '  #  ', ' ### '],
  L: ['#    ', '#    ', '#    ', '#    ', '#    ', '#    ', '#####'],
  M: ['#   #', '## ##', '# # #', '# # #', '#   #', '#   #', '#   #'],
  O: [' ### ', '#   #', '#   #', '#   #', '#   #', '#   #', ' ### '],
  R: ['#### ', '#   #', '#   #', '#### ', '# #  ', '#  # ', '#   #'],
  U: ['#   #', '#   #', '#   #', '#   #', '#   #', '#   #', ' ### '],
  W: ['#   #', '#   #', '#   #', '# # #', '# # #', '## ##', '#   #'],
  ' ': ['     ', '     ', '     ', '     ', '     ', '     ', '     '],
};

/** Width in pixels of `text` drawn at `scale` (one blank column between glyphs). */
export function textWidth(text: string, scale: number): number {
  return text.length ? (text.length * 6 - 1) * scale : 0;
}

/** Draws `text` (digits and the capitals above) with its top-left corner at (x, y). */
export function drawText(r: Raster, text: string, x: number, y: number, scale: number, hex: string): void {
  let cx = x;
  for (const ch of text.toUpperCase()) {
    const g = GLYPHS[ch];
    if (!g) throw new Error(`no glyph for ${ch}`);
    for (let row = 0; row < 7; row++) for (let col = 0; col < 5; col++) if (g[row][col] === '#') r.fill(cx + col * scale, y + row * scale, scale, scale, hex);
    cx += 6 * scale;
  }
}
