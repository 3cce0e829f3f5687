import { type Ref, type RefCallback } from "react";

/** One ref callback that fills several refs: a component's own and the one it forwards. */
export function composeRefs<T>(...refs: Array<Ref<T> | undefined>): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    }
  };
}
