/** The prerendered bare page: one heading, no data, nothing per request (the bench's reference). */
export default function Page() {
  return <h1>Bare Next page</h1>;
}
