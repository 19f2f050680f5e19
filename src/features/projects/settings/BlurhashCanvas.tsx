import { useEffect, useRef } from 'react';
import { decode, isBlurhashValid } from 'blurhash';

/** The placeholder size: decoded small, stretched and blurred by CSS. */
const SIZE = 32;

/** Paints a blurhash onto a 32×32 canvas; draws nothing for an invalid hash. */
export function BlurhashCanvas({ hash, className }: { hash: string; className?: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = ref.current?.getContext('2d');
    if (!context || !isBlurhashValid(hash).result) return;
    const image = context.createImageData(SIZE, SIZE);
    image.data.set(decode(hash, SIZE, SIZE));
    context.putImageData(image, 0, 0);
  }, [hash]);
  return (
    <canvas
      ref={ref}
      width={SIZE}
      height={SIZE}
      className={className}
      aria-hidden="true"
      data-testid="background-blurhash"
    />
  );
}
