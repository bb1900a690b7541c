// The asterisk is decoration for sighted users; the input's `required` tells assistive technology.
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-700">
      *
    </span>
  );
}
