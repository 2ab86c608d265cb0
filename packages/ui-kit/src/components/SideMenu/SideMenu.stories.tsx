import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { HeartIcon, InboxIcon, MenuIcon, PlayIcon } from '../Icon/icons';
import { QRCode } from '../QRCode/QRCode';
import { SideMenu, SideMenuGroup, SideMenuItem, SideMenuToggle } from './SideMenu';

function Demo({ startMini = false }: { startMini?: boolean }) {
  const [mini, setMini] = useState(startMini);
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        gap: 8,
        height: 560,
      }}
    >
      <SideMenuToggle mini={mini} onToggle={() => setMini((m) => !m)} />
      <SideMenu
        mini={mini}
        footer={
          mini ? null : (
            <QRCode
              value="https://aurora.example/download/android"
              label="Android download QR code"
            />
          )
        }
      >
        <SideMenuItem mini={mini} label="Home" icon={<MenuIcon />} active />
        <SideMenuGroup mini={mini} label="Slots" icon={<PlayIcon />} defaultExpanded>
          <SideMenuItem label="All" />
          <SideMenuItem label="PG Soft" />
          <SideMenuItem label="JILI" />
        </SideMenuGroup>
        <SideMenuGroup mini={mini} label="Live casino" icon={<PlayIcon />}>
          <SideMenuItem label="All" />
        </SideMenuGroup>
        <SideMenuItem mini={mini} label="Betting record" icon={<InboxIcon />} />
        <SideMenuItem mini={mini} label="Promotions" icon={<HeartIcon />} />
      </SideMenu>
    </div>
  );
}

const meta = {
  title: 'Navigation/SideMenu',
  component: Demo,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse menu' }));
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toHaveAttribute(
      'data-mini',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Home' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Expand menu' }));
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toHaveAttribute(
      'data-mini',
      'false',
    );
  },
};
export const Mini: Story = { args: { startMini: true } };
