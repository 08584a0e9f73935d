/** Sign-out is a plain form post (works without JavaScript); the route clears the cookie. */
export function SignOutForm({ label, returnTo, className }: { label: string; returnTo: string; className?: string }) {
  return (
    <form method="post" action="/api/care/sign-out">
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" className={className}>
        {label}
      </button>
    </form>
  );
}
