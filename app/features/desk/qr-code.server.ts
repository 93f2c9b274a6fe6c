import QRCode from "qrcode";

/**
 * The two-factor set-up's QR code, drawn on the server as the path of one SVG (no script, no
 * image request): `size` modules square, one rectangle in `path` per run of dark modules in a
 * row.
 */
export interface QrDrawing {
  size: number;
  path: string;
}

export function qrDrawing(text: string): QrDrawing {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  let path = "";
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) {
      if (!modules.get(y, x)) continue;
      let run = 1;
      while (x + run < modules.size && modules.get(y, x + run)) run++;
      path += `M${x} ${y}h${run}v1h-${run}z`;
      x += run;
    }
  }
  return { size: modules.size, path };
}
