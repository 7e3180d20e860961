// Placeholder so the frame compiles; the profile engineer's ProfileStep replaces this file.
export function ProfileStep() {
  return <p>Profile</p>;
}
