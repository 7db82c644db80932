// What happened after a click: a polite status for success, an alert for a refusal.
export function Notices({ notice, failure }: { notice?: string | null; failure?: string | null }) {
  return (
    <>
      {notice ? (
        <p role="status" className="notice">
          {notice}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="error">
          {failure}
        </p>
      ) : null}
    </>
  );
}
