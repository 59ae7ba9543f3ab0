import { useLang } from '@rspress/core/runtime';
import styles from './HomeFooter.module.css';

export function HomeFooter() {
  const lang = useLang();
  return (
    <footer className={styles.footer}>
      <p>
        {lang === 'zh'
          ? 'Rslib 基于 MIT 许可证发布。'
          : 'Rslib is released under the MIT License.'}
      </p>
      <p>© 2024-present ByteDance Inc.</p>
    </footer>
  );
}
