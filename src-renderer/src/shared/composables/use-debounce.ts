import { onBeforeUnmount } from 'vue';

/** `run` called once typing pauses for `wait` ms (search boxes); pending calls end with the component. */
export function useDebounce(run: () => void, wait = 300) {
  let timer: ReturnType<typeof setTimeout> | null = null;

  function cancel(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  }

  function schedule(): void {
    cancel();
    timer = setTimeout(() => {
      timer = null;
      run();
    }, wait);
  }

  onBeforeUnmount(cancel);
  return { schedule, cancel };
}
