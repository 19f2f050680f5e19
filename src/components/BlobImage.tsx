import { useEffect, useRef, type ImgHTMLAttributes } from 'react';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { blob: Blob };

/** An image shown from a blob: its object URL lives only while this blob is shown, then it is revoked. */
export function BlobImage({ blob, alt, ...rest }: Props) {
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const el = img.current;
    if (!el) return undefined;
    const url = URL.createObjectURL(blob);
    el.src = url;
    return () => {
      el.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
  }, [blob]);
  return <img ref={img} alt={alt} {...rest} />;
}
