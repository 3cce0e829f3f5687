/**
 * Runs `run` at once, then at most once per `ms` however often it is asked: a call during the
 * pause runs once when it ends. `cancel` drops what waits.
 */
export function throttle(run: () => void, ms: number): { (): void; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isWaiting = false;
  const pause = () => {
    timer = setTimeout(() => {
      timer = undefined;
      if (isWaiting) {
        isWaiting = false;
        run();
        pause();
      }
    }, ms);
  };
  const throttled = () => {
    if (timer !== undefined) {
      isWaiting = true;
      return;
    }
    run();
    pause();
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    isWaiting = false;
  };
  return throttled;
}
