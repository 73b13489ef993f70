// The lobby's share panel: the table's code, link (at the origin other devices reach) and QR code.

import type { TableInfo } from "@number-games/protocol";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { href } from "../../router";
import { api } from "../api";
import type { ShareTarget } from "./shareOrigin";
import { shareTarget } from "./shareOrigin";

/**
 * Where other devices reach this server (shareOrigin.ts): the page's own origin, unless the
 * server names another (PUBLIC_URL, or its LAN address while this page is open at
 * localhost); none when this page is at localhost and the server knows no other address.
 */
export function useShareOrigin(): ShareTarget {
  const [answer, setAnswer] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void api.server().then((r) => {
      if (live) setAnswer(r.ok ? r.value.shareOrigin : null);
    });
    return () => {
      live = false;
    };
  }, []);
  return shareTarget(location, answer);
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

/** `host`: this page is the table's host's, the one that may act on the server's reach. */
export function Share({ table, host }: { table: TableInfo; host: boolean }) {
  const { t } = useTranslation();
  return (
    <ShareLink
      title={t("online.share")}
      code={table.code}
      target={useShareOrigin()}
      path={href({ page: "table", tableId: table.code })}
      qrSize={176}
      instructions={host}
    />
  );
}

/**
 * A join code, its link (`path` at the share target's origin) with a copy button, and the
 * link's QR code (tables and classes); when phones cannot open the link, a plain word of why
 * and what to do instead of the link and its QR code: on the page of whoever started the
 * server (`instructions`: a table's host, a class's teacher), never a friend's, who can do
 * nothing about it and only has "Sit here" pushed off their screen.
 */
export function ShareLink({
  title,
  code,
  target,
  path,
  qrSize,
  instructions = true,
  linkLabel,
}: {
  title: string;
  code: string;
  target: ShareTarget;
  path: string;
  qrSize: number;
  instructions?: boolean;
  /** What the link field is called (a table's link unless said). */
  linkLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="panel share" aria-labelledby="share-title">
      <h2 id="share-title">{title}</h2>
      <p className="join-code">
        <span className="visually-hidden">{`${t("online.code")}${t("app.colon")}${code.split("").join(" ")}`}</span>
        <span aria-hidden="true" data-testid="join-code">
          {code}
        </span>
      </p>
      {target.kind === "link" ? (
        <LinkAndQr link={`${target.origin}${path}`} qrSize={qrSize} label={linkLabel} />
      ) : target.kind === "this-computer-only" && instructions ? (
        <div className="error stack small" role="alert" data-testid="unreachable">
          <p>
            <strong>{t("reach.title")}</strong>
          </p>
          <p>{t("reach.why")}</p>
          <p>{t("reach.fix")}</p>
        </div>
      ) : null}
    </section>
  );
}

/** A link with its copy button and QR code (also a student's move code, MoveCode.tsx). */
export function LinkAndQr({
  link,
  qrSize,
  label,
}: {
  link: string;
  qrSize: number;
  /** The link field's name ("Link to this table" unless said). */
  label?: string | undefined;
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
    <>
      <p className="row wrap">
        <input
          ref={linkInput}
          className="grow"
          readOnly
          value={link}
          aria-label={label ?? t("online.link")}
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
    </>
  );
}
