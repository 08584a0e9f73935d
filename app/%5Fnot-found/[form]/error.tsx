'use client';

// The crash page of this page tree (one component for every tree).
export { CrashBoundary as default } from '@/screens/crash/crash-boundary';
