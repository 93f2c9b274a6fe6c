import { useEffect, useState } from "react";
import { useT } from "../../i18n/i18n.tsx";
import { projectToMap } from "../../lib/geo.ts";
import { Copy, ExternalLink, MapPin, Navigation } from "../icons.tsx";
import { Picture } from "../picture.tsx";
import { buttonClass } from "../ui/button.tsx";

/** OpenStreetMap URLs built from coordinates (PRODUCT B9: no keys, no trackers). */
export function openStreetMapUrls(lat: number, lng: number, zoom = 14) {
  const dLat = 0.012;
  const dLng = 0.02;
  const bbox = [lng - dLng, lat - dLat, lng + dLng, lat + dLat].map((v) => v.toFixed(4)).join(",");
  return {
    embed: `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lng}`,
    view: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`,
    directions: `https://www.openstreetmap.org/directions?route=;${lat},${lng}`,
  };
}

/** "42.66290, 21.16550": what a phone's map app understands, in every language. */
export function coordinatesText(lat: number, lng: number): string {
  return `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
}

/** Whether the browser has a connection, after hydration (the server cannot know). */
function useOnline(): boolean {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  return online;
}

/**
 * A click-to-load map: our map artwork with the place marked and a "Show map" button; the
 * OpenStreetMap frame is only inserted once the visitor asks (no third-party request before).
 * The plain links work always. Offline (issue 21) the drawn map stays, the street map says it
 * needs a connection (its tiles are never stored: OpenStreetMap's policy forbids bulk
 * downloads), and the coordinates can be copied into the phone's own map app.
 */
export function MapFacade({
  lat,
  lng,
  name,
  headingLevel = 2,
}: {
  lat: number;
  lng: number;
  name: string;
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const [loaded, setLoaded] = useState(false);
  const [copied, setCopied] = useState<boolean>();
  const online = useOnline();
  const urls = openStreetMapUrls(lat, lng);
  const spot = projectToMap(lat, lng);
  const coordinates = coordinatesText(lat, lng);
  const copy = () => {
    navigator.clipboard
      .writeText(coordinates)
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
  };
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <Heading className="sr-only">{t("components.map.title")}</Heading>
      <div className="relative aspect-[16/9] max-h-96 w-full bg-slate-100">
        {loaded && online ? (
          <iframe
            src={urls.embed}
            title={t("components.map.frameTitle", { name })}
            loading="lazy"
            referrerPolicy="no-referrer"
            className="absolute inset-0 size-full border-0"
          />
        ) : (
          <>
            <Picture
              src="/artwork/site/map.svg"
              alt={t("components.map.imageAlt")}
              className="absolute inset-0 size-full object-cover"
            />
            {/* The same box as the picture's object-cover: the marker sits on the place. */}
            <svg
              viewBox="0 0 1200 800"
              preserveAspectRatio="xMidYMid slice"
              aria-hidden="true"
              className="absolute inset-0 size-full"
            >
              <circle cx={spot.x} cy={spot.y} r="14" fill="#244AA5" stroke="#fff" strokeWidth="5" />
            </svg>
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-slate-900/30 p-4 text-center [@media(scripting:none)]:hidden">
              {online ? (
                <>
                  <button
                    type="button"
                    onClick={() => setLoaded(true)}
                    className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-white px-5 font-semibold text-brand-700 shadow-lg hover:bg-brand-50"
                  >
                    <MapPin aria-hidden="true" className="size-4" />
                    {t("components.map.show")}
                  </button>
                  <p className="rounded bg-slate-900/70 px-2 py-1 text-xs text-white">
                    {t("components.map.consent")}
                  </p>
                </>
              ) : (
                <p className="rounded bg-slate-900/80 px-3 py-2 text-sm text-white">
                  {t("components.map.offline")}
                </p>
              )}
            </div>
          </>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 pt-4 text-sm text-slate-700">
        <span>
          {t("components.map.coordinates")}: <span translate="no">{coordinates}</span>
        </span>
        <button
          type="button"
          onClick={copy}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 font-semibold text-brand-700 underline hover:bg-brand-50 [@media(scripting:none)]:hidden"
        >
          <Copy aria-hidden="true" className="size-4" />
          {t("components.map.copy")}
        </button>
        <span role="status" className="font-medium">
          {copied === true
            ? t("components.map.copied")
            : copied === false
              ? t("components.map.copyFailed")
              : ""}
        </span>
      </div>
      <div className="flex flex-wrap gap-2 p-4">
        <a
          href={urls.directions}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass({ size: "sm" })}
        >
          <Navigation aria-hidden="true" className="size-4" />
          {t("components.map.directions")}
        </a>
        <a
          href={urls.view}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-brand-600 px-4 font-semibold text-brand-700 hover:bg-brand-50"
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          {t("components.map.open")}
        </a>
      </div>
    </div>
  );
}
