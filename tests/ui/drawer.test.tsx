import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Drawer } from '@/components/ui/drawer';
import { makeRoomBelow } from '@/components/ui/room-below';

const inIntl = (ui: React.ReactElement) => render(<IntlProvider locale="en">{ui}</IntlProvider>);

/** The styled rule of the panel for a media query (styled-components writes its rules in <style> tags). */
const desktopRuleOf = (panel: HTMLElement) => {
  // The last class is the one styled-components generated for these props.
  const name = [...panel.classList].at(-1) ?? '';
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
  return css.split('@media').slice(1).find((block) => block.split('}}')[0]?.includes(`.${name}{`)) ?? '';
};

describe('Drawer', () => {
  it("desktop='bottom' keeps the bottom sheet on wide screens (the 'Sort by' drawer); the default slides from the side", () => {
    const { unmount } = inIntl(
      <Drawer open onOpenChange={() => {}} title="Sort by" desktop="bottom">
        x
      </Drawer>,
    );
    const bottom = desktopRuleOf(screen.getByRole('dialog', { name: 'Sort by' }));
    expect(bottom).toMatch(/top:\s*auto/);
    expect(bottom).toMatch(/bottom:\s*0/);
    expect(bottom).toMatch(/translateX\(-50%\)/);
    unmount();
    inIntl(
      <Drawer open onOpenChange={() => {}} title="Offers">
        x
      </Drawer>,
    );
    const side = desktopRuleOf(screen.getByRole('dialog', { name: 'Offers' }));
    expect(side).toMatch(/top:\s*0/);
    expect(side).toMatch(/right:\s*0/);
  });
});

describe('makeRoomBelow', () => {
  const at = (top: number, height = 48) => ({ getBoundingClientRect: () => ({ top, bottom: top + height }) }) as unknown as Element;
  beforeEach(() => {
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    window.scrollBy = vi.fn();
  });

  it('scrolls a field low in the window up until the room below it is enough', () => {
    expect(makeRoomBelow(at(600), 560)).toBe(600 + 48 + 16 + 560 - 800);
    expect(window.scrollBy).toHaveBeenCalledWith({ top: 424, left: 0, behavior: 'instant' });
  });

  it('never scrolls the field under the sticky header, nor when the room is there', () => {
    expect(makeRoomBelow(at(150), 700)).toBe(150 - 96);
    expect(makeRoomBelow(at(100), 560)).toBe(0);
    expect(makeRoomBelow(null, 560)).toBe(0);
  });
});
