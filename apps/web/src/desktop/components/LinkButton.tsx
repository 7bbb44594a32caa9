import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router';

/** An antd button that is a real link (`<a href>`, opens in a new tab with a modifier key) navigating inside the app. */
export function LinkButton({ to, onClick, ...props }: Omit<ButtonProps, 'href'> & { to: string }) {
  const navigate = useNavigate();
  const handle = (e: MouseEvent<HTMLElement>) => {
    onClick?.(e as MouseEvent<HTMLAnchorElement & HTMLButtonElement>);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(to);
  };
  return <Button {...props} href={to} onClick={handle} />;
}
