/**
 * The XSS corpus: markup that would run script if a client rendered server text unsafely. Every payload
 * that ran would call the page's canary `__xssCanary(<id>)` (the e2e spec installs it before the site
 * loads), so "nothing ran" is observable. `/__sim/xss` serves them, each wrapped in readable text
 * (`xssText`), in every text the site renders, for one test scenario.
 */

export type XssFamily =
  | 'script'
  | 'handler'
  | 'url'
  | 'svg'
  | 'mathml'
  | 'frame'
  | 'meta'
  | 'style'
  | 'broken'
  | 'encoded'
  | 'mutation'
  | 'breakout';

export interface XssPayload {
  /** 1-based, stable: the number the payload's canary call and its readable wrapper carry */
  id: number;
  family: XssFamily;
  html: string;
  /**
   * The payload leaves markup open (an unclosed tag, quote, `<svg>` or raw-text element), so in HTML
   * the text after it legitimately becomes part of that markup (or, after a namespace confusion,
   * DOMPurify drops it): the readable suffix may be gone there.
   */
  open?: boolean;
}

/** What every payload calls when it runs; `n` is the payload's id. */
export const XSS_CANARY = '__xssCanary';

const base64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');
const entities = (text: string): string =>
  [...text].map((ch) => `&#${ch.codePointAt(0)};`).join('');
const hexEntities = (text: string): string =>
  [...text].map((ch) => `&#x${(ch.codePointAt(0) ?? 0).toString(16)};`).join('');
const percent = (text: string): string =>
  [...text].map((ch) => `%${(ch.codePointAt(0) ?? 0).toString(16).padStart(2, '0')}`).join('');

/** Each maker gets the canary call for its id, e.g. `__xssCanary(7)`. */
type Maker = [XssFamily, (run: string) => string, { open?: boolean }?];

const MAKERS: Maker[] = [
  // script elements
  ['script', (run) => `<script>${run}</script>`],
  ['script', (run) => `<SCRIPT>${run}</SCRIPT>`],
  ['script', (run) => `<script type="text/javascript">${run};</script>`],
  ['script', (run) => `<script src="data:text/javascript,${run}"></script>`],
  ['script', (run) => `<script>/*</script>*/${run}</script>`],
  ['script', (run) => `<scr<script>ipt>${run}</scr</script>ipt>`],
  ['script', (run) => `<script\x20type="module">${run}</script>`],
  ['script', (run) => `<script>setTimeout(() => ${run})</script>`],
  ['script', (run) => `<script defer>${run}</script>`],
  ['script', (run) => `<script/xss>${run}</script>`],
  // event handlers
  ['handler', (run) => `<img src=x onerror=${run}>`],
  ['handler', (run) => `<img src="x" onerror="${run}">`],
  ['handler', (run) => `<IMG SRC=x OnErRoR=${run}>`],
  ['handler', (run) => `<img/src=x/onerror=${run}>`],
  ['handler', (run) => `<body onload=${run}>`],
  ['handler', (run) => `<div onmouseover="${run}">hover</div>`],
  ['handler', (run) => `<input autofocus onfocus=${run}>`],
  ['handler', (run) => `<details open ontoggle=${run}>`],
  ['handler', (run) => `<video><source onerror="${run}"></video>`],
  ['handler', (run) => `<audio src=x onerror=${run}></audio>`],
  ['handler', (run) => `<marquee onstart=${run}>m</marquee>`],
  ['handler', (run) => `<select autofocus onfocus=${run}></select>`],
  ['handler', (run) => `<textarea autofocus onfocus=${run}></textarea>`],
  ['handler', (run) => `<keygen autofocus onfocus=${run}>`],
  ['handler', (run) => `<button onclick=${run}>Claim</button>`],
  ['handler', (run) => `<a onmouseover="${run}">link</a>`],
  ['handler', (run) => `<img src=x onerror="window['${XSS_CANARY}'](0+${run.slice(12, -1)})">`],
  ['handler', (run) => `<img src=x:x onerror=eval('${run}')>`],
  ['handler', (run) => `<object data=x onerror=${run}></object>`],
  ['handler', (run) => `<body onpageshow=${run}>`],
  ['handler', (run) => `<div style="animation-name:x" onanimationstart=${run}></div>`],
  ['handler', (run) => `<img src=x onerror\t=\t${run}>`],
  ['handler', (run) => `<img src=x onerror=\n${run}>`],
  ['handler', (run) => `<p onclick=${run} id=x tabindex=0 autofocus onfocusin=${run}>p</p>`],
  // javascript:, data:, vbscript: URLs in href, src, action, formaction
  ['url', (run) => `<a href="javascript:${run}">Claim now</a>`],
  ['url', (run) => `<a href="JaVaScRiPt:${run}">Claim</a>`],
  ['url', (run) => `<a href=" javascript:${run}">Claim</a>`],
  ['url', (run) => `<a href="java\tscript:${run}">Claim</a>`],
  ['url', (run) => `<a href="java\nscript:${run}">Claim</a>`],
  ['url', (run) => `<a href="vbscript:${run}">Claim</a>`],
  [
    'url',
    (run) =>
      `<a href="data:text/html;base64,${base64(`<script>parent.${run}</script>`)}">Claim</a>`,
  ],
  ['url', (run) => `<a href="data:text/html,<script>${run}</script>">Claim</a>`],
  ['url', (run) => `<iframe src="javascript:parent.${run}"></iframe>`],
  ['url', (run) => `<form action="javascript:${run}"><button>Go</button></form>`],
  ['url', (run) => `<form><button formaction="javascript:${run}">Go</button></form>`],
  ['url', (run) => `<embed src="javascript:${run}">`],
  ['url', (run) => `<object data="javascript:${run}"></object>`],
  ['url', (run) => `<img src="javascript:${run}">`],
  ['url', (run) => `<area href="javascript:${run}">`],
  ['url', (run) => `<a href="javascript://%0a${run}">Claim</a>`],
  ['url', (run) => `<a href="javascript:void(0)" onclick="${run}">Claim</a>`],
  [
    'url',
    (run) =>
      `<embed src="data:image/svg+xml;base64,${base64(`<svg xmlns="http://www.w3.org/2000/svg" onload="parent.${run}"/>`)}">`,
  ],
  // SVG
  ['svg', (run) => `<svg onload=${run}>`, { open: true }],
  ['svg', (run) => `<svg/onload=${run}>`, { open: true }],
  ['svg', (run) => `<svg><script>${run}</script></svg>`],
  ['svg', (run) => `<svg><script href="data:,${run}"></script></svg>`],
  ['svg', (run) => `<svg><animate onbegin=${run} attributeName=x dur=1s>`, { open: true }],
  ['svg', (run) => `<svg><set attributeName="onmouseover" to="${run}"/></svg>`],
  [
    'svg',
    (run) => `<svg><a xlink:href="javascript:${run}"><text x="20" y="20">Claim</text></a></svg>`,
  ],
  [
    'svg',
    (run) =>
      `<svg><animate xlink:href=#x attributeName=href values="javascript:${run}"/><a id=x><text y=20>x</text></a></svg>`,
  ],
  ['svg', (run) => `<svg><foreignObject><img src=x onerror=${run}></foreignObject></svg>`],
  ['svg', (run) => `<svg><image href="x" onerror="${run}"/></svg>`],
  [
    'svg',
    (run) =>
      `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='x' onerror='${run}'/></svg>#x"/></svg>`,
  ],
  ['svg', (run) => `<svg><style>@import'javascript:${run}';</style></svg>`],
  ['svg', (run) => `<svg><desc><img src=x onerror=${run}></desc></svg>`],
  // MathML
  ['mathml', (run) => `<math><mtext><img src=x onerror=${run}></mtext></math>`],
  ['mathml', (run) => `<math href="javascript:${run}">Claim</math>`],
  [
    'mathml',
    (run) =>
      `<math><maction actiontype="statusline" xlink:href="javascript:${run}">Claim</maction></math>`,
  ],
  ['mathml', (run) => `<math><mi xlink:href="data:x,<script>${run}</script>">Claim</mi></math>`],
  [
    'mathml',
    (run) => `<math><mtext><table><mglyph><style><img src=x onerror=${run}>`,
    { open: true },
  ],
  [
    'mathml',
    (run) =>
      `<math><annotation-xml encoding="text/html"><img src=x onerror=${run}></annotation-xml></math>`,
  ],
  // frames
  ['frame', (run) => `<iframe srcdoc="<script>parent.${run}</script>"></iframe>`],
  ['frame', (run) => `<iframe srcdoc="&lt;img src=x onerror=parent.${run}&gt;"></iframe>`],
  [
    'frame',
    (run) =>
      `<iframe src="data:text/html,<script>top.postMessage({xss:${run.slice(12, -1)}},'*')</script>"></iframe>`,
  ],
  ['frame', (run) => `<frameset onload=${run}>`],
  ['frame', (run) => `<iframe onload=${run}></iframe>`],
  // meta, base, link
  ['meta', (run) => `<meta http-equiv="refresh" content="0;url=javascript:${run}">`],
  [
    'meta',
    (run) =>
      `<meta http-equiv="refresh" content="0;url=data:text/html;base64,${base64(`<script>${run}</script>`)}">`,
  ],
  ['meta', (run) => `<base href="javascript:${run}//">`],
  ['meta', (run) => `<link rel="import" href="data:text/html,<script>${run}</script>">`],
  ['meta', (run) => `<link rel=stylesheet href="javascript:${run}">`],
  // styles
  ['style', (run) => `<style>@import "javascript:${run}";</style>`],
  ['style', (run) => `<div style="background:url(javascript:${run})">bg</div>`],
  ['style', (run) => `<div style="width: expression(${run})">ie</div>`],
  ['style', (run) => `<style>*{background:url("javascript:${run}")}</style>`],
  ['style', (run) => `<style></style><img src=x onerror=${run}>`],
  // broken and nested markup
  ['broken', (run) => `<img src=x onerror=${run}//`, { open: true }],
  ['broken', (run) => `<<script>${run}//<</script>`],
  ['broken', (run) => `<img """><script>${run}</script>">`],
  ['broken', (run) => `<div <img src=x onerror=${run}>>`],
  ['broken', (run) => `</textarea><script>${run}</script>`],
  ['broken', (run) => `</title><script>${run}</script>`],
  ['broken', (run) => `<!--><img src=x onerror=${run}>-->`],
  ['broken', (run) => `<!-- --!><img src=x onerror=${run}> -->`],
  ['broken', (run) => `<a href="x"<img src=x onerror=${run}>>Claim</a>`],
  ['broken', (run) => `<img src="x` + `" onerror="${run}" alt="`, { open: true }],
  ['broken', (run) => `<noscript><p title="</noscript><img src=x onerror=${run}>">`],
  ['broken', (run) => `<table><td><img src=x onerror=${run}></td></table>`],
  // encoded forms
  ['encoded', (run) => `&lt;script&gt;${run}&lt;/script&gt;`],
  ['encoded', (run) => `<a href="${entities(`javascript:${run}`)}">Claim</a>`],
  ['encoded', (run) => `<a href="${hexEntities(`javascript:${run}`)}">Claim</a>`],
  [
    'encoded',
    (run) => `<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A${run}">Claim</a>`,
  ],
  ['encoded', (run) => `<a href="jav&#x09;ascript:${run}">Claim</a>`],
  ['encoded', (run) => `<a href="javascript&colon;${run}">Claim</a>`],
  ['encoded', (run) => `<a href="${percent('javascript:')}${run}">Claim</a>`],
  ['encoded', (run) => `<img src=x onerror="${entities(run)}">`],
  ['encoded', (run) => `<img src=x onerror=\\u0061lert(1);${run}>`],
  ['encoded', (run) => `\u003cscript\u003e${run}\u003c/script\u003e`],
  ['encoded', (run) => `<svg><script>${entities(run)}</script></svg>`],
  ['encoded', (run) => `%3Cscript%3E${run}%3C%2Fscript%3E`],
  ['encoded', (run) => `<img src=x onerror=eval(atob('${base64(run)}'))>`],
  ['encoded', (run) => `＜script＞${run}＜/script＞`],
  // mutation XSS classics (markup that changes meaning when re-parsed)
  ['mutation', (run) => `<noscript><p title="</noscript><img src=x onerror=${run}>"></noscript>`],
  ['mutation', (run) => `<svg></p><style><a id="</style><img src=1 onerror=${run}>">`],
  [
    'mutation',
    (run) =>
      `<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=${run} src=1>">`,
    { open: true },
  ],
  [
    'mutation',
    (run) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${run}>`,
    { open: true },
  ],
  ['mutation', (run) => `<svg><p><style><img src=x onerror=${run}></style></p></svg>`],
  ['mutation', (run) => `<xmp><p title="</xmp><img src=x onerror=${run}>">`],
  ['mutation', (run) => `<template><img src=x onerror=${run}></template>`],
  ['mutation', (run) => `<listing>&lt;img src=x onerror=${run}&gt;</listing>`],
  ['mutation', (run) => `<a title="x onmouseover=${run}">Claim</a>`],
  // attribute and template breakouts
  ['breakout', (run) => `"><script>${run}</script>`],
  ['breakout', (run) => `'><img src=x onerror=${run}>`],
  ['breakout', (run) => `" onmouseover="${run}" x="`],
  ['breakout', (run) => `' autofocus onfocus='${run}' x='`],
  ['breakout', (run) => `\`><img src=x onerror=${run}>`],
  ['breakout', (run) => `{{constructor.constructor('${run}')()}}`],
  ['breakout', (run) => `\${${run}}`],
  ['breakout', (run) => `</script><script>${run}</script>`],
  ['breakout', (run) => `"/><svg onload=${run}>`, { open: true }],
  ['breakout', (run) => `--></style></script><img src=x onerror=${run}>`],
];

/** Every payload of the corpus, ids 1..n. */
export const XSS_PAYLOADS: readonly XssPayload[] = MAKERS.map(([family, make, flags], index) => {
  const id = index + 1;
  return { id, family, html: make(`${XSS_CANARY}(${id})`), ...flags };
});

/** The readable text before a payload, e.g. `Lucky spin 12`. */
export const xssPrefix = (id: number): string => `Lucky spin ${id}`;
/** The readable text after a payload, e.g. `bonus 12`. */
export const xssSuffix = (id: number): string => `bonus ${id}`;

/** A payload in its readable wrapper: `Lucky spin 12 <payload> bonus 12`. */
export function xssText(payload: XssPayload): string {
  return `${xssPrefix(payload.id)} ${payload.html} ${xssSuffix(payload.id)}`;
}

/** URLs a server might give for a link, a frame or a launched game: none of them is http(s). */
export const XSS_URLS: readonly string[] = [
  `javascript:${XSS_CANARY}(0)`,
  ` JavaScript:${XSS_CANARY}(0)`,
  `data:text/html;base64,${base64(`<script>top.postMessage({xss:0},'*')</script>`)}`,
  `vbscript:${XSS_CANARY}(0)`,
  `java\tscript:${XSS_CANARY}(0)`,
];
