/** A loading indicator without antd (styles in public/index.html), usable before antd has loaded. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="fo-spinner" role="status" aria-label={label} aria-busy="true">
      <span />
    </div>
  );
}
