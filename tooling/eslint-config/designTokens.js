/**
 * `wl/design-tokens`: in styled-components templates (`styled.x`, `styled(X)`, `css`, `keyframes`,
 * `createGlobalStyle`, with or without `.attrs(...)`), a colour is a theme colour and a spacing value
 * the kit's scale covers is its token, so both themes and every brand follow the kit:
 * - raw colours (`#abc`, `rgb(...)`, `hsl(...)`, named colours but `transparent`, `currentColor`,
 *   `inherit`) are reported: use `vars.color.*` (ui-kit);
 * - in margin, padding, gap and inset properties, a px value that equals a step of `space` (2, 4, 8,
 *   12, 16, 24, 32, 48) is reported with the token to use (`vars.space.md` for 12px).
 * Values the scale does not hold (1px hairlines, 6px, a 220px column) are left alone.
 */

/** ui-kit's `space` scale (packages/ui-kit/src/theme/tokens.ts), px -> token name. */
export const SPACE_TOKENS = {
  2: 'xxs',
  4: 'xs',
  8: 'sm',
  12: 'md',
  16: 'lg',
  24: 'xl',
  32: 'xxl',
  48: 'xxxl',
};

const SPACING_PROPERTY =
  /^(?:margin|padding|gap|row-gap|column-gap|grid-gap|inset|scroll-margin|scroll-padding)(?:-(?:top|right|bottom|left|inline|block|inline-start|inline-end|block-start|block-end))?$/;

// Named colours a stylesheet may mean literally; every other keyword colour is a raw colour.
const NAMED_COLOURS =
  /\b(?:white|black|red|green|blue|yellow|orange|purple|pink|gray|grey|silver|gold|navy|teal|maroon|olive|lime|aqua|fuchsia|crimson|coral|salmon|tomato|violet|indigo|khaki|beige|ivory|lavender|turquoise|tan|brown|cyan|magenta|lightblue|darkblue|lightgray|lightgrey|darkgray|darkgrey|whitesmoke|skyblue|steelblue|royalblue|dodgerblue|deepskyblue|lightskyblue|firebrick|darkred|orchid|plum|chocolate|sienna|peru|goldenrod|seagreen|forestgreen|limegreen|darkgreen|slategray|slategrey|dimgray|dimgrey|gainsboro)\b/i;
const FUNCTION_COLOUR = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i;
const HEX_COLOUR = /#[0-9a-f]{3,8}\b/i;

const STYLED_HELPERS = new Set(['css', 'keyframes', 'createGlobalStyle']);

/** Whether a template's tag is one of styled-components' (`styled.div`, `styled(X).attrs()`, `css`). */
function isStyledTag(tag) {
  let node = tag;
  for (;;) {
    if (node.type === 'Identifier') return node.name === 'styled' || STYLED_HELPERS.has(node.name);
    if (node.type === 'MemberExpression') node = node.object;
    else if (node.type === 'CallExpression') node = node.callee;
    else return false;
  }
}

/** The CSS text of a template, each interpolation as a placeholder that no check matches. */
function cssText(quasi) {
  return quasi.quasis.map((element) => element.value.raw).join('__wl_expr__');
}

/** `property: value` declarations of a CSS text (nesting and selectors are skipped). */
function* declarations(text) {
  const pattern = /([a-z-]+)\s*:\s*([^;{}]*)/gi;
  for (const match of text.matchAll(pattern)) {
    yield { property: match[1].toLowerCase(), value: match[2], index: match.index };
  }
}

/** Whether a property carries colours (everything but spacing, sizes and the like could). */
const mayHoldColour = (property) =>
  !SPACING_PROPERTY.test(property) &&
  !/^(?:font-family|content|grid-template-areas|transition|animation(?:-name)?|will-change)$/.test(
    property,
  );

export const designTokensRule = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Colours and spacing in styled-components come from the ui-kit tokens' },
    schema: [],
    messages: {
      rawColour:
        'Raw colour {{colour}} in `{{property}}`: use a theme colour (`vars.color.*` from @wl/ui-kit), so both themes and every brand apply.',
      rawSpace:
        '{{value}} in `{{property}}` is `vars.space.{{token}}` (@wl/ui-kit): spacing on the scale comes from its token.',
    },
  },
  create(context) {
    return {
      TaggedTemplateExpression(node) {
        if (!isStyledTag(node.tag)) return;
        const text = cssText(node.quasi);
        for (const { property, value } of declarations(text)) {
          if (property.startsWith('--')) continue;
          if (mayHoldColour(property)) {
            const colour =
              value.match(HEX_COLOUR)?.[0] ??
              value.match(FUNCTION_COLOUR)?.[0]?.replace(/\($/, '(...)') ??
              value.match(NAMED_COLOURS)?.[0];
            if (colour)
              context.report({ node, messageId: 'rawColour', data: { colour, property } });
          }
          if (SPACING_PROPERTY.test(property)) {
            for (const px of value.matchAll(/(?<![\w.-])(\d+)px\b/g)) {
              const token = SPACE_TOKENS[Number(px[1])];
              if (token)
                context.report({
                  node,
                  messageId: 'rawSpace',
                  data: { value: px[0], property, token },
                });
            }
          }
        }
      },
    };
  },
};

/** The plugin the config registers as `wl`. */
export const wlPlugin = { rules: { 'design-tokens': designTokensRule } };
