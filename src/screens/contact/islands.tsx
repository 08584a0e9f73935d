'use client';

import dynamic from 'next/dynamic';

/**
 * The message button and its modal form in a chunk of their own: imported directly by the server
 * view, react-hook-form, zod and the form's rules would join the catch-all route's shared chunk
 * (every page would pay for them). The chat button likewise (shown only where the messenger is on).
 */
export const ContactMessage = dynamic(() => import('./contact-message'));

export const ChatButton = dynamic(() => import('@/components/messenger/chat-button'));
