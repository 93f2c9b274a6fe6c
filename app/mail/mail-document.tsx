import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Section,
  Text,
} from "@react-email/components";

/**
 * The one layout of every e-mail (React Email renders it to table HTML that common mail clients
 * show alike): our artwork as a hosted JPEG (SVG shows in few clients), a heading, paragraphs or
 * a newsletter's own HTML, an optional button, and a footer saying why the mail came and how to
 * stop it. Inline styles only: many clients drop `<style>`.
 */
export interface MailDocumentProps {
  lang: string;
  preview: string;
  heading: string;
  paragraphs?: string[];
  /** A newsletter issue's body, already sanitized HTML. */
  bodyHtml?: string;
  button?: { href: string; label: string };
  /** Shown under the button, for clients that do not show it as a button. */
  after?: string[];
  artwork: { src: string; alt: string };
  siteUrl: string;
  siteName: string;
  footer: string;
  unsubscribe?: { href: string; label: string };
}

const text = { color: "#334155", fontSize: "16px", lineHeight: "26px" };
const brand = "#c2410c";

export function MailDocument(props: MailDocumentProps) {
  return (
    <Html lang={props.lang}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={{ backgroundColor: "#f8fafc", fontFamily: "Helvetica, Arial, sans-serif" }}>
        <Container style={{ backgroundColor: "#ffffff", maxWidth: "600px", margin: "0 auto" }}>
          <Link href={props.siteUrl}>
            <Img
              src={props.artwork.src}
              alt={props.artwork.alt}
              width="600"
              height="315"
              style={{ display: "block", width: "100%", height: "auto" }}
            />
          </Link>
          <Section style={{ padding: "8px 32px 24px" }}>
            <Heading as="h1" style={{ color: "#0f172a", fontSize: "26px", lineHeight: "34px" }}>
              {props.heading}
            </Heading>
            {props.paragraphs?.map((paragraph) => (
              <Text key={paragraph} style={text}>
                {paragraph}
              </Text>
            ))}
            {props.bodyHtml ? (
              // Sanitized Markdown of an editor's issue (app/mail/issue.server.ts).
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with sanitize-html
              <div style={text} dangerouslySetInnerHTML={{ __html: props.bodyHtml }} />
            ) : null}
            {props.button ? (
              <Section style={{ padding: "8px 0 16px" }}>
                <Button
                  href={props.button.href}
                  style={{
                    backgroundColor: brand,
                    borderRadius: "8px",
                    color: "#ffffff",
                    fontSize: "16px",
                    fontWeight: 700,
                    padding: "14px 24px",
                  }}
                >
                  {props.button.label}
                </Button>
              </Section>
            ) : null}
            {props.after?.map((paragraph) => (
              <Text key={paragraph} style={{ ...text, fontSize: "14px", color: "#64748b" }}>
                {paragraph}
              </Text>
            ))}
          </Section>
          <Hr style={{ borderColor: "#e2e8f0", margin: 0 }} />
          <Section style={{ padding: "16px 32px 24px" }}>
            <Text style={{ color: "#64748b", fontSize: "13px", lineHeight: "20px" }}>
              {props.footer}{" "}
              {props.unsubscribe ? (
                <Link href={props.unsubscribe.href} style={{ color: brand }}>
                  {props.unsubscribe.label}
                </Link>
              ) : null}
            </Text>
            <Text style={{ color: "#64748b", fontSize: "13px", lineHeight: "20px" }}>
              <Link href={props.siteUrl} style={{ color: brand }}>
                {props.siteName}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
