import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { qrDrawing } from "./qr-code.server.ts";

describe("the set-up's QR code", () => {
  it("draws exactly the dark modules of the code, row by row", () => {
    const uri =
      "otpauth://totp/Explore%20Kosovo%20desk:arta%40example.org?secret=JBSWY3DPEHPK3PXP&issuer=Explore%20Kosovo%20desk";
    const { size, path } = qrDrawing(uri);
    const { modules } = QRCode.create(uri, { errorCorrectionLevel: "M" });
    expect(size).toBe(modules.size);
    const drawn = new Set<string>();
    for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
      for (let i = 0; i < Number(run); i++) drawn.add(`${Number(x) + i},${y}`);
    }
    const dark = new Set<string>();
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) if (modules.get(y, x)) dark.add(`${x},${y}`);
    }
    expect(drawn).toEqual(dark);
    expect(path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
  });
});
