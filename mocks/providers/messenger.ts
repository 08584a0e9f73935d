import { http, HttpResponse } from 'msw';
import { route } from '../services';

/**
 * The chat messenger provider's stand-in: GET /messenger/messenger.js defines
 * window.EscapadeMessenger.open({ locale, onClose }), which opens an accessible chat panel
 * (role dialog, labelled by its title, focus moved to the message field, Escape and a close button
 * close it, focus goes back where it was and onClose is called). A visitor's message gets an
 * automatic answer: enough to try the contact page's chat end to end offline.
 */

/** The panel's texts per language (the page's locale picks one; English otherwise). */
const TEXTS = {
  en: { title: 'Chat with us', close: 'Close the chat', greeting: 'Hello! Our advisers answer Monday to Friday, 9 am to 6 pm. How can we help you?', field: 'Your message', send: 'Send', reply: 'Thank you, an adviser will answer you in a moment.', log: 'Conversation' },
  fr: { title: 'Discutez avec nous', close: 'Fermer le chat', greeting: 'Bonjour ! Nos conseillers répondent du lundi au vendredi, de 9 h à 18 h. Comment pouvons-nous vous aider ?', field: 'Votre message', send: 'Envoyer', reply: 'Merci, un conseiller vous répond dans un instant.', log: 'Conversation' },
  nl: { title: 'Chat met ons', close: 'Chat sluiten', greeting: 'Hallo! Onze adviseurs antwoorden van maandag tot vrijdag, van 9 tot 18 uur. Hoe kunnen we u helpen?', field: 'Uw bericht', send: 'Versturen', reply: 'Bedankt, een adviseur antwoordt u zo meteen.', log: 'Gesprek' },
  it: { title: 'Chatta con noi', close: 'Chiudi la chat', greeting: 'Buongiorno! I nostri consulenti rispondono dal lunedì al venerdì, dalle 9 alle 18. Come possiamo aiutarla?', field: 'Il suo messaggio', send: 'Invia', reply: 'Grazie, un consulente le risponderà tra un attimo.', log: 'Conversazione' },
  es: { title: 'Chatea con nosotros', close: 'Cerrar el chat', greeting: '¡Hola! Nuestros asesores responden de lunes a viernes, de 9 a 18 h. ¿En qué podemos ayudarle?', field: 'Su mensaje', send: 'Enviar', reply: 'Gracias, un asesor le responderá en un momento.', log: 'Conversación' },
} as const;

/** The browser half. Plain ES5-safe code built with DOM calls only (no HTML strings). */
function script(): string {
  const texts = JSON.stringify(TEXTS).replace(/</g, '\\u003c');
  return `(function () {
  'use strict';
  if (window.EscapadeMessenger) return;
  var TEXTS = ${texts};
  var BLUE = '#0f4c81';
  var current = null;

  function el(tag, style, text) {
    var node = document.createElement(tag);
    if (style) Object.assign(node.style, style);
    if (text) node.textContent = text;
    return node;
  }

  function bubble(log, text, mine) {
    var p = el('p', {
      margin: '0 0 8px', padding: '8px 10px', borderRadius: '8px', maxWidth: '85%',
      background: mine ? BLUE : '#eef2f7', color: mine ? '#ffffff' : '#1f2937',
      marginLeft: mine ? 'auto' : '0'
    }, text);
    log.appendChild(p);
    log.scrollTop = log.scrollHeight;
  }

  function open(options) {
    if (current) { current.field.focus(); return; }
    var language = String((options && options.locale) || 'en').slice(0, 2).toLowerCase();
    var t = TEXTS[language] || TEXTS.en;
    var onClose = options && typeof options.onClose === 'function' ? options.onClose : function () {};
    var returnTo = document.activeElement;

    var panel = el('div', {
      position: 'fixed', right: '16px', bottom: '16px', zIndex: '2147483000', width: '340px',
      maxWidth: 'calc(100vw - 32px)', background: '#ffffff', color: '#1f2937', borderRadius: '12px',
      boxShadow: '0 8px 32px rgba(0,0,0,.25)', font: '16px/1.4 system-ui, sans-serif', overflow: 'hidden'
    });
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-labelledby', 'escapade-messenger-title');
    panel.setAttribute('lang', language);
    panel.id = 'escapade-messenger';

    var header = el('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between', background: BLUE, color: '#ffffff', padding: '10px 12px' });
    var title = el('h2', { margin: '0', fontSize: '18px' }, t.title);
    title.id = 'escapade-messenger-title';
    var closeButton = el('button', { background: 'transparent', color: '#ffffff', border: '1px solid #ffffff', borderRadius: '6px', font: 'inherit', padding: '2px 10px', cursor: 'pointer' }, '\\u00d7');
    closeButton.type = 'button';
    closeButton.setAttribute('aria-label', t.close);
    header.appendChild(title);
    header.appendChild(closeButton);

    var log = el('div', { height: '220px', overflowY: 'auto', padding: '12px' });
    log.setAttribute('role', 'log');
    log.setAttribute('aria-label', t.log);
    // A scrolling region must be reachable by keyboard to be scrolled without a mouse.
    log.tabIndex = 0;
    bubble(log, t.greeting, false);

    var form = el('form', { display: 'flex', gap: '8px', padding: '12px', borderTop: '1px solid #d1d5db' });
    var label = el('label', { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }, t.field);
    label.htmlFor = 'escapade-messenger-field';
    var field = el('input', { flex: '1', minWidth: '0', font: 'inherit', padding: '6px 8px', border: '1px solid #6b7280', borderRadius: '6px', color: '#1f2937', background: '#ffffff' });
    field.id = 'escapade-messenger-field';
    field.type = 'text';
    field.autocomplete = 'off';
    field.placeholder = t.field;
    var send = el('button', { background: BLUE, color: '#ffffff', border: '0', borderRadius: '6px', font: 'inherit', padding: '6px 12px', cursor: 'pointer' }, t.send);
    send.type = 'submit';
    form.appendChild(label);
    form.appendChild(field);
    form.appendChild(send);
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var text = field.value.trim();
      if (!text) return;
      bubble(log, text, true);
      field.value = '';
      setTimeout(function () { if (current) bubble(log, t.reply, false); }, 400);
    });

    panel.appendChild(header);
    panel.appendChild(log);
    panel.appendChild(form);

    function close() {
      if (!current) return;
      current = null;
      panel.removeEventListener('keydown', onKeyDown);
      panel.remove();
      onClose();
      // The opener may have hidden itself while the chat was open: give it a tick to come back.
      setTimeout(function () {
        var active = document.activeElement;
        if ((!active || active === document.body) && returnTo && returnTo.isConnected && typeof returnTo.focus === 'function') returnTo.focus();
      }, 0);
    }
    function onKeyDown(event) {
      if (event.key === 'Escape') { event.preventDefault(); close(); }
    }
    panel.addEventListener('keydown', onKeyDown);
    closeButton.addEventListener('click', close);

    document.body.appendChild(panel);
    current = { field: field, close: close };
    field.focus();
  }

  window.EscapadeMessenger = {
    open: open,
    close: function () { if (current) current.close(); }
  };
})();
`;
}

export const messengerHandlers = [
  http.get(route('messenger', '/messenger.js'), () =>
    new HttpResponse(script(), { headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' } }),
  ),
];
