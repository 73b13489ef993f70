// The lobby's share panel: the table's code, link (at the origin other devices reach) and QR code.

import type { TableInfo } from "@number-games/protocol";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { href } from "../../router";
import { api } from "../api";

/** The table's link at `origin` (the server's share origin, else this page's own). */
function tableLink(t: TableInfo, origin: string): string {
  return `${origin}${href({ page: "table", tableId: t.code })}`;
}

/**
 * The origin other devices reach this server at: the page's own, unless the server names
 * another (PUBLIC_URL, or its LAN address while this page is open at localhost).
 */
export function useShareOrigin(): string {
  const [origin, setOrigin] = useState(location.origin);
  useEffect(() => {
    let live = true;
    void api.server().then((r) => {
      if (live && r.ok && r.value.shareOrigin) setOrigin(r.value.shareOrigin);
    });
    return () => {
      live = false;
    };
  }, []);
  return origin;
}

/**
 * Copies `text`: the async clipboard API where the page is a secure context (HTTPS,
 * localhost), else (a classroom server on plain HTTP at a LAN address) the selected text of
 * `input` with the older copy command, which browsers allow during a click.
 */
export async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  if (navigator.clipboard && window.isSecureContext) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Permission refused: try the selection below.
    }
  }
  if (input === null) return false;
  input.focus();
  input.select();
  return document.execCommand("copy");
}

export function Share({ table }: { table: TableInfo }) {
  const { t } = useTranslation();
  return (
    <ShareLink
      title={t("online.share")}
      code={table.code}
      link={tableLink(table, useShareOrigin())}
      qrSize={176}
    />
  );
}

/** A join code, its link with a copy button, and the link's QR code (tables and classes). */
export function ShareLink({
  title,
  code,
  link,
  qrSize,
}: {
  title: string;
  code: string;
  link: string;
  qrSize: number;
}) {
  const { t } = useTranslation();
  const [qr, setQr] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const linkInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    let live = true;
    import("qrcode")
      .then((q) => q.toDataURL(link, { margin: 1, width: qrSize }))
      .then((url) => live && setQr(url))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [link, qrSize]);
  return (
    <section className="panel share" aria-labelledby="share-title">
      <h2 id="share-title">{title}</h2>
      <p className="join-code">
        <span className="visually-hidden">{`${t("online.code")}: ${code.split("").join(" ")}`}</span>
        <span aria-hidden="true" data-testid="join-code">
          {code}
        </span>
      </p>
      <p className="row wrap">
        <input
          ref={linkInput}
          className="grow"
          readOnly
          value={link}
          aria-label={t("online.link")}
          onFocus={(e) => e.target.select()}
        />
        <button
          type="button"
          className="button small"
          onClick={() => {
            void copyText(link, linkInput.current).then(setCopied);
          }}
        >
          {copied ? t("online.copied") : t("online.copy")}
        </button>
      </p>
      {qr !== null ? (
        <img className="qr" src={qr} alt={t("online.qr")} width={qrSize} height={qrSize} />
      ) : null}
    </section>
  );
}
