import { type ComponentPropsWithoutRef, useEffect, useRef, useState } from "react";

/** SPEC 9: a section fades in once 20 % of it is visible, and out again when it leaves. */
export const SECTION_VISIBILITY_THRESHOLD = 0.2;

export function FadeInSection({ className = "", ...props }: ComponentPropsWithoutRef<"section">) {
  const ref = useRef<HTMLElement>(null);
  const [visible, setVisible] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => setVisible(entry?.isIntersecting ?? true),
      { threshold: SECTION_VISIBILITY_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <section
      ref={ref}
      data-visible={visible === undefined ? undefined : String(visible)}
      className={`fade-section ${className}`}
      {...props}
    />
  );
}
