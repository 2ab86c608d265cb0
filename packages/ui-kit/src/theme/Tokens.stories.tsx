import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTheme } from 'styled-components';
import { vars } from './cssVars';
import { COLOUR_TOKENS } from './tokens';

function Palette() {
  const theme = useTheme();
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
        gap: 12,
      }}
    >
      {COLOUR_TOKENS.map((name) => (
        <figure
          key={name}
          style={{
            margin: 0,
            border: `1px solid ${vars.color.border}`,
            borderRadius: 8,
            overflow: 'hidden',
            background: vars.color.surface,
          }}
        >
          <div style={{ height: 48, background: vars.color[name] }} />
          <figcaption style={{ padding: 8, fontSize: 13, color: vars.color.text }}>
            <strong>{name}</strong>
            <br />
            <code style={{ color: vars.color.textMuted }}>{theme.colors[name]}</code>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

function Scales() {
  const theme = useTheme();
  return (
    <div style={{ display: 'grid', gap: 16, color: vars.color.text }}>
      <section>
        <h3>Spacing</h3>
        {Object.entries(theme.space).map(([name, value]) => (
          <div key={name} style={{ display: 'flex', alignItems: 'center', gap: 8, fontSize: 13 }}>
            <code style={{ width: 80 }}>{name}</code>
            <span style={{ width: value, height: 12, background: vars.color.primary }} />
            <span>{value}</span>
          </div>
        ))}
      </section>
      <section>
        <h3>Type</h3>
        {Object.entries(theme.typography.size).map(([name, value]) => (
          <p key={name} style={{ fontSize: value, margin: '4px 0' }}>
            {name} {value}: Spin, win, repeat
          </p>
        ))}
      </section>
      <section>
        <h3>Radius and elevation</h3>
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          {Object.entries(theme.elevation).map(([name, shadow]) => (
            <div
              key={name}
              style={{
                width: 120,
                height: 64,
                padding: 8,
                fontSize: 13,
                background: vars.color.surface,
                borderRadius: theme.radius.lg,
                boxShadow: shadow,
              }}
            >
              {name}
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}

const meta = { title: 'Foundations/Tokens', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = { render: () => <Palette /> };
export const SpacingTypeElevation: Story = { render: () => <Scales /> };
