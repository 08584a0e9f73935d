import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { FAULT_HEADER } from '../../mocks/faults';
import { SIMULATOR_ORIGIN } from '../setup/env';

/** The simulator's messenger.js, run in this page as a browser would run it. */
async function loadStandIn() {
  const answer = await fetch(`${SIMULATOR_ORIGIN}/messenger/messenger.js`);
  expect(answer.headers.get('content-type')).toMatch(/^text\/javascript/);
  new Function(await answer.text())();
  return window.EscapadeMessenger!;
}

function opener() {
  const button = document.createElement('button');
  button.textContent = 'Chat';
  document.body.appendChild(button);
  button.focus();
  return button;
}

afterEach(() => {
  // The stand-in also offers close(): a panel left open by a failed test must not leak into the next.
  (window.EscapadeMessenger as { close?: () => void } | undefined)?.close?.();
  delete window.EscapadeMessenger;
  document.body.replaceChildren();
});

describe('the messenger stand-in', () => {
  it('opens a labelled chat panel in the page language with focus inside, and Escape closes it, calls onClose and returns focus', async () => {
    const user = userEvent.setup();
    const messenger = await loadStandIn();
    const button = opener();
    const onClose = vi.fn();
    messenger.open({ locale: 'es_ES', onClose });
    const panel = screen.getByRole('dialog', { name: 'Chatea con nosotros' });
    expect(panel).toHaveAttribute('lang', 'es');
    expect(screen.getByRole('log', { name: 'Conversación' })).toHaveTextContent('¡Hola!');
    expect(screen.getByRole('textbox', { name: 'Su mensaje' })).toHaveFocus();
    const results = await axe.run(panel, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([]);

    // Opening again while open does not stack a second panel.
    messenger.open({ locale: 'es_ES', onClose });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('answers a message, and its close button closes it', async () => {
    const user = userEvent.setup();
    const messenger = await loadStandIn();
    const onClose = vi.fn();
    messenger.open({ locale: 'nl_BE', onClose });
    await user.type(screen.getByRole('textbox', { name: 'Uw bericht' }), 'Waar is mijn boeking?{Enter}');
    const log = screen.getByRole('log', { name: 'Gesprek' });
    expect(log).toHaveTextContent('Waar is mijn boeking?');
    await waitFor(() => expect(log).toHaveTextContent('Bedankt, een adviseur antwoordt u zo meteen.'));
    expect(screen.getByRole('textbox', { name: 'Uw bericht' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Chat sluiten' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('falls back to English for another language, and lets fault injection reach its script', async () => {
    const messenger = await loadStandIn();
    messenger.open({ locale: 'de_DE', onClose: () => {} });
    expect(screen.getByRole('dialog', { name: 'Chat with us' })).toBeInTheDocument();
    expect((await fetch(`${SIMULATOR_ORIGIN}/messenger/messenger.js`, { headers: { [FAULT_HEADER]: '503' } })).status).toBe(503);
  });
});
