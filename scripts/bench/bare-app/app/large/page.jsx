import { LargeContent } from '../large-content';

/** The bare page at the size of a catalogue page, prerendered: what Next serves from its cache at that size. */
export default function Page() {
  return <LargeContent />;
}
